import { describe, expect, it } from 'vitest';
import { vacationStatusEntry } from '../../../src/machines/introspection/entries/vacationStatus.entry.ts';
import { generateMachinePaths, pathCoverage, type MachinePath } from '../pathTestHelper.ts';

// Generated paths from each start of the registry entry (approver and requester, pending and accepted): the
// same machine drives both views.
const setup = vacationStatusEntry.paths;
const pathsByStart = setup.starts.map(
  (start) => [start.id, generateMachinePaths(vacationStatusEntry.stubbed, { events: setup.events, input: start.input, limit: setup.limit ?? 4000 })] as const,
);

describe('vacation status statechart: generated paths', () => {
  for (const [start, paths] of pathsByStart) {
    describe(start, () => {
      it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path: MachinePath) => {
        await path.run();
      });
    });
  }

  it('covers every state and every transition', () => {
    const all = pathsByStart.flatMap(([, paths]) => paths);
    const coverage = pathCoverage(vacationStatusEntry.stubbed, all);
    // `routing` is an eventless decision state, never a resting snapshot; its branches show in the resting states reached.
    expect(coverage.unreachedStates).toEqual(['vacationStatus.routing']);
    expect(coverage.untakenTransitions.filter((t) => !t.state.endsWith('.routing'))).toEqual([]);
  });

  it('never lets the requester reach a decision call', () => {
    for (const [start, paths] of pathsByStart) {
      if (!start.startsWith('requester')) continue;
      for (const path of paths) for (const snapshot of path.snapshots) expect(snapshot.matches('deciding')).toBe(false);
    }
  });

  it('always asks for a status other than the current one, with the trimmed approver note', () => {
    for (const [, paths] of pathsByStart) {
      for (const path of paths) {
        path.snapshots.forEach((snapshot, index) => {
          const previous = path.snapshots[index - 1];
          // Only the step that entered `deciding` (a note typed meanwhile keeps it there).
          if (!snapshot.matches('deciding') || !previous || previous.matches('deciding')) return;
          expect(snapshot.context.pending?.status).not.toBe(previous.context.vacation.status);
          expect(snapshot.context.pending?.note === null || snapshot.context.pending?.note === 'Ok').toBe(true);
        });
      }
    }
  });
});
