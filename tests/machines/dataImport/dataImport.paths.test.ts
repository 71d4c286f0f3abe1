import { describe, expect, it } from 'vitest';
import { dataImportEntry } from '../../../src/machines/introspection/entries/dataImport.entry.ts';
import { generateMachinePaths, pathCoverage, type MachinePath } from '../pathTestHelper.ts';

// The import statechart's generated paths (createTestModel from xstate/graph via the shared helper): every state and
// transition, plus the rules the issue names — nothing is written without a checked file and an explicit run.

const paths = generateMachinePaths(dataImportEntry.stubbed, { events: dataImportEntry.paths.events, input: { kind: 'customers' } });

describe('data import statechart: generated paths', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path: MachinePath) => {
    await path.run();
  });

  it('covers every state and every transition', () => {
    expect(pathCoverage(dataImportEntry.stubbed, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it('starts writing only after a dry run and an explicit run', () => {
    for (const path of paths) {
      const types = path.events.map((event) => event.type);
      const at = path.snapshots.findIndex((snapshot) => snapshot.matches('importing'));
      if (at < 0) continue;
      const before = types.slice(0, at);
      expect(before).toContain('xstate.done.actor.checkImport');
      expect(before.at(-1)).toBe('import.run');
    }
  });

  it('reaches undone only through a finished import or a done one from the history', () => {
    for (const path of paths) {
      const at = path.snapshots.findIndex((snapshot) => snapshot.matches('undone'));
      if (at < 0) continue;
      const types = path.events.slice(0, at).map((event) => event.type);
      expect(types.includes('history.undo') || types.includes('import.undo')).toBe(true);
      expect(types).toContain('xstate.done.actor.undoImport');
    }
  });
});
