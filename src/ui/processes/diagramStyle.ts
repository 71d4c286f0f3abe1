// Styles inside the <svg>, with literal colours, so that an exported file looks the same as the screen (in the light
// theme: the dark rules below need `data-theme=dark` on the page's <html>, which an exported file has not).
export const DIAGRAM_CSS = `
.state-box { fill: #ffffff; stroke: #64748b; stroke-width: 1.25; }
.state-box.compound { fill: #f8fafc; }
.state-box.region { fill: #ffffff; stroke-dasharray: 5 4; }
.state-box.final { stroke-width: 3; stroke: #334155; }
.state-box.collapsed { fill: #f1f5f9; stroke: #475569; stroke-width: 1.5; }
.state-stack { fill: #e2e8f0; stroke: #94a3b8; stroke-width: 1; }
.chevron { fill: #334155; }
.state.contains-active .state-box { stroke: #1d4ed8; stroke-width: 2; stroke-dasharray: 6 3; }
.state.active .state-box { fill: #dbeafe; stroke: #1d4ed8; stroke-width: 2.5; }
.state.selected .state-box { stroke: #7c3aed; stroke-width: 2.5; }
.state:focus { outline: none; }
.state:focus-visible .state-box { stroke: #7c3aed; stroke-width: 3.5; }
.state { cursor: pointer; }
.state-name { font: 600 13px system-ui, sans-serif; fill: #0f172a; }
.state-runs { font: 11px system-ui, sans-serif; fill: #475569; }
.initial { fill: #334155; }
.edge, .edge-label, .edge-label-bg { pointer-events: none; }
.edge { fill: none; stroke: #475569; stroke-width: 1.25; }
.edge-arrow { fill: #475569; }
.edge-label-bg { fill: #ffffff; fill-opacity: 0.92; }
.edge-label { font: 11px system-ui, sans-serif; fill: #334155; }
`;

/** The same diagram on a dark page: every text ≥ 4.5:1 on its box, lines ≥ 3:1 on the background. */
const DARK_RULES = `
.state-box { fill: #171b23; stroke: #8a94a6; }
.state-box.compound { fill: #1f2430; }
.state-box.region { fill: #171b23; }
.state-box.final { stroke: #cbd5e1; }
.state-box.collapsed { fill: #1f2430; stroke: #94a3b8; }
.state-stack { fill: #272d3a; stroke: #6b7587; }
.chevron, .initial { fill: #cbd5e1; }
.state.contains-active .state-box { stroke: #8fb0ff; }
.state.active .state-box { fill: #1c2a4d; stroke: #8fb0ff; }
.state.selected .state-box, .state:focus-visible .state-box { stroke: #c4b5fd; }
.state-name { fill: #e6e9ef; }
.state-runs { fill: #a9b1bf; }
.edge { stroke: #94a3b8; }
.edge-arrow { fill: #94a3b8; }
.edge-label-bg { fill: #171b23; }
.edge-label { fill: #cbd5e1; }
`;

export const DIAGRAM_DARK_CSS = DARK_RULES.trim()
  .split('\n')
  .map((rule) => `[data-theme=dark] ${rule.replace(/, \./g, ', [data-theme=dark] .')}`)
  .join('\n');
