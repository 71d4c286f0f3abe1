import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockEntry } from '../../../src/machines/introspection/entries/clock.entry.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { introspectMachine } from '../../../src/machines/introspection/introspect.ts';
import { plainWords, type PlainWords } from '../../../src/machines/introspection/plainWords.ts';
import { machineStates } from '../../../src/machines/introspection/processGraph.ts';
import { MACHINE_REGISTRY } from '../../../src/machines/registry.ts';
import { DIAGRAM_CSS } from '../../../src/ui/processes/diagramStyle.ts';
import { layoutProcess } from '../../../src/ui/processes/layout/layoutProcess.ts';
import { MIN_LABEL_PX, READABLE_SCALE, STATE_FONT } from '../../../src/ui/processes/layout/textSize.ts';
import { fitView } from '../../../src/ui/processes/zoomPan.ts';
import { setupProcessesI18n } from './i18nForProcesses.ts';

let words: PlainWords;
beforeAll(async () => {
  await setupProcessesI18n();
  words = plainWords((key, options) => i18next.t(key, { ns: 'processes', ...options }), (key) => i18next.exists(key, { ns: 'processes' }));
});

const none: ReadonlySet<string> = new Set();
// The diagram's viewport on a phone, in the side panel, and in the Processi screen on a laptop.
const viewports = [
  { width: 330, height: 352 },
  { width: 440, height: 512 },
  { width: 900, height: 512 },
];

/** The state names' font size in the diagram's own stylesheet (what the browser draws). */
const stateNamePx = () => Number(/\.state-name \{ font: \d+ (\d+)px/.exec(DIAGRAM_CSS)?.[1]);

describe('readable default zoom', () => {
  it('opens the 40-state session with its state names at 11 px or more, closed boxes and all', async () => {
    expect(stateNamePx()).toBe(STATE_FONT);
    const graph = introspectMachine(sessionEntry.machine);
    const layout = await layoutProcess(graph, words, none);
    for (const viewport of viewports) {
      const view = fitView(layout, viewport, READABLE_SCALE);
      expect(view.scale * stateNamePx()).toBeGreaterThanOrEqual(MIN_LABEL_PX);
    }
    // Closed, the session fits a laptop's diagram width without shrinking below 1.
    const laptop = fitView(layout, { width: 900, height: 512 }, READABLE_SCALE);
    expect(laptop.scale).toBeGreaterThanOrEqual(READABLE_SCALE);
    expect(layout.nodes.filter((node) => node.kind === 'state')).toHaveLength(7);
    // Fully open, it is still drawn at a readable scale (the rest is reached by panning).
    const open = await layoutProcess(graph, words, new Set(graph.states.map((state) => state.id)));
    expect(open.width).toBeGreaterThan(layout.width);
    expect(fitView(open, { width: 900, height: 512 }, READABLE_SCALE).scale * STATE_FONT).toBeGreaterThanOrEqual(MIN_LABEL_PX);
  }, 60_000);

  it('counts the states the diagram draws: the wall clock is one box with its self-transition', async () => {
    const clock = introspectMachine(clockEntry.machine);
    const layout = await layoutProcess(clock, words, none);
    const boxes = layout.nodes.filter((node) => node.kind === 'state');
    expect(boxes.map((node) => node.id)).toEqual(['clock']);
    expect(machineStates(clock)).toHaveLength(boxes.length);
    expect(layout.edges.map((edge) => edge.transitionIds)).toEqual([['clock|clock.tick|0']]);
    // Every other machine: the boxes below the machine's frame, all open.
    for (const entry of MACHINE_REGISTRY.filter((candidate) => candidate.id !== 'clock' && candidate.id !== 'session')) {
      const graph = introspectMachine(entry.machine);
      const all = await layoutProcess(graph, words, new Set(graph.states.map((state) => state.id)));
      expect(all.nodes.filter((node) => node.kind === 'state').length - 1, entry.id).toBe(machineStates(graph).length);
    }
  }, 60_000);
});
