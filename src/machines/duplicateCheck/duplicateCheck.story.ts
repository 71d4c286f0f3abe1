import type { ProcessStory } from '../story/processStory.ts';
import { doneOf, errorOf, transitionId as tr } from '../story/transitionId.ts';

const m = 'duplicateCheck';
const search = [tr(m, 'duplicates.typed', 1), tr(`${m}.waiting`, `xstate.after.debounce.${m}.waiting`)];
const found = [...search, doneOf(`${m}.checking`, 'findDuplicates', 0)];
const notFound = [...search, doneOf(`${m}.checking`, 'findDuplicates', 1)];
const cleared = [tr(m, 'duplicates.typed', 0)];

/** While a new profile is typed, the profiles that probably exist already are shown; saving is never blocked. */
export const duplicateCheckStory: ProcessStory = {
  machineId: m,
  initial: ['idle'],
  states: [
    { id: 'idle', machineStates: [`${m}.idle`] },
    { id: 'matches', machineStates: [`${m}.matches`] },
    { id: 'none', machineStates: [`${m}.none`] },
  ],
  transitions: [
    { id: 'typedFound', from: 'idle', to: 'matches', role: 'operator', path: found },
    { id: 'typedNotFound', from: 'idle', to: 'none', role: 'operator', path: notFound },
    { id: 'refinedNotFound', from: 'matches', to: 'none', role: 'operator', path: notFound },
    { id: 'refinedFound', from: 'none', to: 'matches', role: 'operator', path: found },
    { id: 'clearedMatches', from: 'matches', to: 'idle', role: 'operator', path: cleared },
    { id: 'clearedNone', from: 'none', to: 'idle', role: 'operator', path: cleared },
  ],
  conditions: ['pause', 'neverBlocks'],
  scenarios: [
    { id: 'found', steps: ['typedFound'] },
    { id: 'notFound', steps: ['typedNotFound'] },
    { id: 'refined', steps: ['typedFound', 'refinedNotFound', 'refinedFound', 'clearedMatches'] },
    { id: 'cleared', steps: ['typedNotFound', 'clearedNone'] },
  ],
  internalStates: [`${m}.waiting`, `${m}.checking`, `${m}.failed`],
  internalTransitions: [errorOf(`${m}.checking`, 'findDuplicates')],
};
