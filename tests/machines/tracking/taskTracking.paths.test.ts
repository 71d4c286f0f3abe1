import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { actorDone, actorError, generateMachinePaths, pathCoverage, type MachinePath, type SampleEvent } from '../pathTestHelper.ts';
import { conflict, inputFor, network, stubbedTrackingMachine, task } from './trackingFixtures.ts';

// The status call's answer follows the request (the server's rules, spec §4); refusals and failures are the
// other outcomes. User events need no payload; the tick carries the wall clock.
const events = (snapshot: AnyMachineSnapshot): readonly SampleEvent[] => {
  const pending = (snapshot.context as { pending: { status: 'started' | 'paused' | 'completed' } | null }).pending;
  return [
    ...(pending ? [actorDone('changeStatus', task(pending.status))] : []),
    actorError('changeStatus', conflict),
    actorError('changeStatus', network),
    { type: 'clock.tick', now: '2026-03-29 10:00:05' },
  ];
};

const starts = ['paused', 'started', 'completed'] as const;

const pathsByStart = starts.map((status) => [status, generateMachinePaths(stubbedTrackingMachine, { events, input: inputFor(status), limit: 2000 })] as const);

describe('task tracking statechart: generated paths', () => {
  for (const [status, paths] of pathsByStart) {
    describe(`a ${status} task`, () => {
      it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path: MachinePath) => {
        await path.run();
      });
    });
  }

  it('covers every state and every transition', () => {
    const all = pathsByStart.flatMap(([, paths]) => paths);
    const coverage = pathCoverage(stubbedTrackingMachine, all);
    // `routing` is an eventless decision state, never a resting snapshot; taskTracking.machine.test.ts checks its branches.
    expect(coverage.unreachedStates).toEqual(['taskTracking.routing']);
    expect(coverage.untakenTransitions.filter((t) => !t.state.endsWith('.routing'))).toEqual([]);
  });

  it('never leaves a completed task for started or paused except through mark uncompleted', () => {
    for (const path of pathsByStart.flatMap(([, paths]) => paths)) {
      path.snapshots.forEach((snapshot, index) => {
        const previous = path.snapshots[index - 1];
        if (previous?.matches('completed') && !snapshot.matches('completed')) {
          expect(path.events[index - 1]?.type).toBe('task.reopen');
        }
      });
    }
  });
});
