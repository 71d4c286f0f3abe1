import type { AnyMachineSnapshot } from 'xstate';
import { createTaskTrackingMachine } from '../../tracking/taskTracking.machine.ts';
import { neverSettling, silentCallback } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry, type SampleEvent } from '../registryEntry.ts';

const machine = createTaskTrackingMachine();

const NOW = '2026-03-29 10:00:00';

type Status = 'started' | 'paused' | 'completed';

const task = (status: Status) => ({ id: 1, status, trackedSeconds: 600, startedAt: status === 'started' ? NOW : null });

const inputFor = (status: Status) => ({ task: task(status), timeZone: 'Europe/Rome', now: NOW });

const pendingStatus = (snapshot: AnyMachineSnapshot): Status | null => {
  const pending: unknown = snapshot.context.pending;
  if (typeof pending !== 'object' || pending === null || !('status' in pending)) return null;
  const status = pending.status;
  return status === 'started' || status === 'paused' || status === 'completed' ? status : null;
};

export const taskTrackingEntry: MachineRegistryEntry = {
  id: 'taskTracking',
  titleKey: 'machines.taskTracking.title',
  descriptionKey: 'machines.taskTracking.description',
  machine,
  stubbed: machine.provide({ actors: { changeStatus: neverSettling(), ticker: silentCallback() } }),
  paths: {
    strategy: 'shortestAndSimple',
    limit: 2000,
    starts: [
      { id: 'paused', labelKey: 'starts.taskTracking.paused', input: inputFor('paused') },
      { id: 'started', labelKey: 'starts.taskTracking.started', input: inputFor('started') },
      { id: 'completed', labelKey: 'starts.taskTracking.completed', input: inputFor('completed') },
    ],
    // The status call answers with the task in the status asked for (the server's rules, spec §4); a 409 is the
    // server's "Cannot track a completed task.", a network failure the other outcome.
    events: (snapshot): readonly SampleEvent[] => {
      const status = pendingStatus(snapshot);
      return [
        ...(status === null ? [] : [actorDone('changeStatus', task(status))]),
        actorError('changeStatus', taggedError('Conflict', { message: 'Cannot track a completed task.' })),
        actorError('changeStatus', taggedError('Network')),
        { type: 'clock.tick', now: '2026-03-29 10:00:05' },
      ];
    },
  },
};
