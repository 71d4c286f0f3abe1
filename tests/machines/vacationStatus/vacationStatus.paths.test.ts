import { describe, expect, it } from 'vitest';
import { isApprover, mayDecideOn } from '../../../src/machines/vacationStatus/mayDecide.ts';
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

  it("lets the requester's team leader decide without vacations.changeStatus", () => {
    const leaderPaths = pathsByStart.find(([start]) => start === 'teamLeaderPending')?.[1] ?? [];
    expect(leaderPaths.some((path) => path.snapshots.some((snapshot) => snapshot.matches('deciding')))).toBe(true);
  });

  it('decides on others only: changeStatus for anyone, a team leader for their team, nobody for themselves', () => {
    const approver = { userId: 1, canChangeStatus: true, team: [] };
    const leader = { userId: 2, canChangeStatus: false, team: [7] };
    expect(mayDecideOn(approver, 7)).toBe(true);
    expect(mayDecideOn(approver, 1)).toBe(false);
    expect(mayDecideOn(leader, 7)).toBe(true);
    expect(mayDecideOn(leader, 8)).toBe(false);
    expect(mayDecideOn({ ...leader, team: [2] }, 2)).toBe(false);
    expect([isApprover(approver), isApprover(leader), isApprover({ userId: 3, canChangeStatus: false, team: [] })]).toEqual([true, true, false]);
  });

  it('sends the decision asked for, with the trimmed approver note (replayed on a real actor)', async () => {
    const { createActor } = await import('xstate');
    const asked = { 'vacation.accept': 'accepted', 'vacation.modify': 'modified', 'vacation.reject': 'rejected', 'vacation.reopen': 'pending' } as const;
    for (const [, paths] of pathsByStart) {
      for (const path of paths) {
        // The initial snapshot's context is the start's input (vacation and viewer) plus empty fields.
        const actor = createActor(vacationStatusEntry.stubbed, { input: path.snapshots[0]?.context as never }).start();
        for (const event of path.events) {
          const before = actor.getSnapshot();
          actor.send(event);
          const after = actor.getSnapshot();
          if (after.matches('deciding') && !before.matches('deciding')) {
            expect(after.context.pending?.status).toBe(asked[event.type as keyof typeof asked]);
            expect(after.context.pending?.note === null || after.context.pending?.note === 'Ok').toBe(true);
          }
        }
        actor.stop();
      }
    }
  });
});
