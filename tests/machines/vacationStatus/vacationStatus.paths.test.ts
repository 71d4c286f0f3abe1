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

  it('offers no decision to the requester: snapshot.can() is false for every decision event, in every state reached', () => {
    const decisions = ['vacation.accept', 'vacation.modify', 'vacation.reject', 'vacation.reopen'] as const;
    for (const [start, paths] of pathsByStart) {
      if (!start.startsWith('requester')) continue;
      for (const path of paths) for (const snapshot of path.snapshots) for (const type of decisions) expect(snapshot.can({ type }), `${start} ${type}`).toBe(false);
    }
  });

  it('opens the dialogs without a call: changes start from the request period, a rejection waits for its confirmation', () => {
    const all = pathsByStart.flatMap(([, paths]) => paths);
    const dialogs = all.flatMap((path) => path.snapshots.filter((s) => s.matches('choosingChanges') || s.matches('confirmingRejection')));
    expect(dialogs.some((s) => s.matches('choosingChanges'))).toBe(true);
    expect(dialogs.some((s) => s.matches('confirmingRejection'))).toBe(true);
    for (const s of dialogs) expect(s.context.pending).toBeNull();
    // An incomplete period cannot be confirmed; the request's own period (or a shorter one) can.
    const incomplete = dialogs.filter((s) => s.matches('choosingChanges') && s.context.changes?.end === null);
    expect(incomplete.length).toBeGreaterThan(0);
    for (const s of incomplete) expect(s.can({ type: 'changes.confirm' })).toBe(false);
  });

  it("keeps the dialog open with the server's words when it refuses the approver's period", async () => {
    const { createActor } = await import('xstate');
    const actor = createActor(vacationStatusEntry.stubbed, { input: setup.starts[0]?.input as never }).start();
    actor.send({ type: 'vacation.modify' });
    actor.send({ type: 'changes.confirm' });
    expect(actor.getSnapshot().matches('deciding')).toBe(true);
    actor.send({ type: 'xstate.error.actor.changeStatus', error: { _tag: 'Invalid', message: 'The period overlaps another request of the same person.' } } as never);
    expect(actor.getSnapshot().matches('choosingChanges')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ errorTag: 'Invalid', errorMessage: 'The period overlaps another request of the same person.', pending: null });
    actor.send({ type: 'changes.cancel' });
    expect(actor.getSnapshot().matches('pending')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ changes: null, errorTag: null, errorMessage: null });
    actor.stop();
  });

  it('lets only the requester withdraw, only a pending request, and nothing happens after it is withdrawn', () => {
    for (const [start, paths] of pathsByStart) {
      const withdrawn = paths.filter((path) => path.target.matches('withdrawn'));
      if (start.startsWith('requester')) expect(withdrawn.length, start).toBeGreaterThan(0);
      else expect(withdrawn, start).toEqual([]);
      for (const path of paths) {
        path.events.forEach((event, index) => {
          if (event.type === 'vacation.withdraw' && path.snapshots[index + 1]?.matches('confirmingWithdrawal')) expect(path.snapshots[index]?.matches('pending')).toBe(true);
        });
        // Withdrawn is final: the actor is done, and no path goes on from it.
        const at = path.snapshots.findIndex((snapshot) => snapshot.matches('withdrawn'));
        if (at >= 0) expect([path.snapshots[at]?.status, at]).toEqual(['done', path.snapshots.length - 1]);
      }
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
    // Accepting with changes and rejecting go through their dialogs: the call leaves on the dialog's confirmation.
    const asked = { 'vacation.accept': 'accepted', 'changes.confirm': 'modified', 'rejection.confirm': 'rejected', 'vacation.reopen': 'pending' } as const;
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
            // Only an acceptance with changes carries a period, and then always a complete one.
            if (event.type === 'changes.confirm') expect(after.context.pending?.period).toEqual({ start: '2026-03-02 00:00:00', end: expect.stringMatching(/^2026-03-0[34] 23:59:59$/), allDay: true });
            else expect(after.context.pending?.period).toBeNull();
          }
        }
        actor.stop();
      }
    }
  });
});
