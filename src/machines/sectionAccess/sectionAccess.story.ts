import type { ProcessStory } from '../story/processStory.ts';
import { doneOf, errorOf, transitionId as tr } from '../story/transitionId.ts';

const m = 'sectionAccess';
const window = tr(`${m}.open`, `xstate.after.window.${m}.open`);

/** A protected section: opened with the password for ten minutes, then it asks again. */
export const sectionAccessStory: ProcessStory = {
  machineId: m,
  initial: ['locked'],
  states: [
    { id: 'locked', machineStates: [`${m}.locked`] },
    { id: 'open', machineStates: [`${m}.open`] },
    { id: 'expired', machineStates: [`${m}.expired`] },
  ],
  transitions: [
    { id: 'unlock', from: 'locked', to: 'open', role: 'user', path: [tr(`${m}.locked`, 'access.submit'), doneOf(`${m}.unlocking`, 'unlock', 0)] },
    { id: 'wrongPassword', from: 'locked', to: 'locked', role: 'user', path: [tr(`${m}.locked`, 'access.submit'), doneOf(`${m}.unlocking`, 'unlock', 2)] },
    { id: 'timeUp', from: 'open', to: 'expired', role: 'system', path: [window] },
    { id: 'refused', from: 'open', to: 'expired', role: 'system', path: [tr(`${m}.open`, 'access.refused')] },
    { id: 'unlockAgain', from: 'expired', to: 'open', role: 'user', path: [tr(`${m}.expired`, 'access.submit'), doneOf(`${m}.unlocking`, 'unlock', 0)] },
    { id: 'wrongAgain', from: 'expired', to: 'expired', role: 'user', path: [tr(`${m}.expired`, 'access.submit'), doneOf(`${m}.unlocking`, 'unlock', 1)] },
  ],
  conditions: ['tenMinutes', 'tooMany'],
  scenarios: [
    { id: 'unlocked', steps: ['unlock'] },
    { id: 'wrongFirst', steps: ['wrongPassword', 'unlock'] },
    { id: 'expires', steps: ['unlock', 'timeUp', 'unlockAgain'] },
    { id: 'refusedThenWrong', steps: ['unlock', 'refused', 'wrongAgain', 'unlockAgain'] },
  ],
  internalStates: [`${m}.checking`, `${m}.unlocking`],
  internalTransitions: [
    // Opening: a still-valid access opens at once, else the section is closed (a failed check too).
    doneOf(`${m}.checking`, 'checkAccess', 0),
    doneOf(`${m}.checking`, 'checkAccess', 1),
    errorOf(`${m}.checking`, 'checkAccess'),
    errorOf(`${m}.unlocking`, 'unlock', 0),
    errorOf(`${m}.unlocking`, 'unlock', 1),
  ],
};
