import type { ProcessStory } from '../../../machines/story/processStory.ts';
import { storyRoles } from '../../../machines/story/processStory.ts';

/** Role colours: each ≥ 3:1 on white (lines and dots), told apart by hue; the legend names them. */
export const ROLE_COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0e7490'] as const;

export const roleColour = (story: ProcessStory, role: string | null): string => {
  if (role === null) return '#475569';
  const index = storyRoles(story).indexOf(role);
  return ROLE_COLOURS[index % ROLE_COLOURS.length] ?? '#475569';
};

// Inside the <svg> with literal colours, so that the downloaded file looks as on screen (light theme).
export const STORY_CSS = `
.s-box { fill: #ffffff; stroke: #64748b; stroke-width: 1.5; }
.s-box.final { stroke-width: 3.5; stroke: #334155; }
.s-state.current .s-box { fill: #dbeafe; stroke: #1d4ed8; stroke-width: 3; }
.s-state.visited .s-box { fill: #f1f5f9; }
.s-name { font: 600 15px system-ui, sans-serif; fill: #0f172a; }
.s-start { fill: #334155; }
.s-edge { fill: none; stroke-width: 1.75; }
.s-edge.current { stroke-width: 4; }
.s-label-bg { fill: #ffffff; fill-opacity: 0.95; }
.s-edge-group.current .s-label-bg { fill: #fef3c7; fill-opacity: 1; stroke: #b45309; stroke-width: 1.5; }
.s-label { font: 13px system-ui, sans-serif; fill: #1e293b; }
.s-label.current { font-weight: 700; }
.s-badge { fill: #0f172a; }
.s-badge-text { font: 700 12px system-ui, sans-serif; fill: #ffffff; }
`;

const DARK = `
.s-box { fill: #171b23; stroke: #8a94a6; }
.s-box.final { stroke: #cbd5e1; }
.s-state.current .s-box { fill: #1c2a4d; stroke: #8fb0ff; }
.s-state.visited .s-box { fill: #1f2430; }
.s-name { fill: #e6e9ef; }
.s-start { fill: #cbd5e1; }
.s-label-bg { fill: #171b23; }
.s-edge-group.current .s-label-bg { fill: #3b2f12; }
.s-label { fill: #e2e8f0; }
.s-badge { fill: #e6e9ef; }
.s-badge-text { fill: #0f172a; }
`;

export const STORY_DARK_CSS = DARK.trim()
  .split('\n')
  .map((rule) => `[data-theme=dark] ${rule}`)
  .join('\n');
