import type { ProcessStory } from '../story/processStory.ts';
import { alwaysOf, doneOf, errorOf, transitionId as tr } from '../story/transitionId.ts';

const m = 'taskTracking';
const changed = doneOf(`${m}.changing`, 'changeStatus');
const to = { started: alwaysOf(`${m}.routing`, 0), completed: alwaysOf(`${m}.routing`, 1), paused: alwaysOf(`${m}.routing`, 2) };

/** A task's timer: started and paused by whoever works on it; a completed task is timed again only once reopened. */
export const taskTrackingStory: ProcessStory = {
  machineId: m,
  initial: ['paused'],
  states: [
    { id: 'paused', machineStates: [`${m}.paused`] },
    { id: 'started', machineStates: [`${m}.started`] },
    { id: 'completed', machineStates: [`${m}.completed`] },
  ],
  transitions: [
    { id: 'start', from: 'paused', to: 'started', role: 'assignee', path: [tr(`${m}.paused`, 'task.start'), changed, to.started] },
    { id: 'pause', from: 'started', to: 'paused', role: 'assignee', path: [tr(`${m}.started`, 'task.pause'), changed, to.paused] },
    { id: 'completeStarted', from: 'started', to: 'completed', role: 'assignee', path: [tr(`${m}.started`, 'task.complete'), changed, to.completed] },
    { id: 'completePaused', from: 'paused', to: 'completed', role: 'assignee', path: [tr(`${m}.paused`, 'task.complete'), changed, to.completed] },
    { id: 'reopen', from: 'completed', to: 'paused', role: 'assignee', path: [tr(`${m}.completed`, 'task.reopen'), changed, to.paused] },
  ],
  conditions: ['completedLocked', 'conflict'],
  scenarios: [
    { id: 'straight', steps: ['start', 'completeStarted'] },
    { id: 'withPauses', steps: ['start', 'pause', 'start', 'completeStarted'] },
    { id: 'closedWithoutTimer', steps: ['completePaused'] },
    { id: 'reopened', steps: ['start', 'completeStarted', 'reopen', 'start', 'pause'] },
  ],
  internalStates: [`${m}.routing`, `${m}.changing`],
  internalTransitions: [
    tr(m, 'clock.tick'),
    tr(`${m}.paused`, 'tracking.dismiss'),
    tr(`${m}.started`, 'tracking.dismiss'),
    tr(`${m}.completed`, 'tracking.dismiss'),
    errorOf(`${m}.changing`, 'changeStatus', 0),
    errorOf(`${m}.changing`, 'changeStatus', 1),
  ],
};
