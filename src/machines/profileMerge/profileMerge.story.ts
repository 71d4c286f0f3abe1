import type { ProcessStory } from '../story/processStory.ts';
import { doneOf, errorOf, transitionId as tr } from '../story/transitionId.ts';

const m = 'profileMerge';

/** Two directory profiles made one: chosen, previewed, confirmed. */
export const profileMergeStory: ProcessStory = {
  machineId: m,
  initial: ['choosing'],
  states: [
    { id: 'choosing', machineStates: [`${m}.choosing`] },
    { id: 'reviewing', machineStates: [`${m}.reviewing`] },
    { id: 'merged', machineStates: [`${m}.merged`], final: true },
  ],
  transitions: [
    { id: 'preview', from: 'choosing', to: 'reviewing', role: 'directoryManager', path: [tr(`${m}.choosing`, 'merge.preview'), doneOf(`${m}.previewing`, 'loadPreview')] },
    { id: 'back', from: 'reviewing', to: 'choosing', role: 'directoryManager', path: [tr(`${m}.reviewing`, 'merge.back')] },
    { id: 'merge', from: 'reviewing', to: 'merged', role: 'directoryManager', path: [tr(`${m}.reviewing`, 'merge.confirm'), doneOf(`${m}.merging`, 'mergeProfiles')] },
  ],
  conditions: ['kept', 'failure'],
  scenarios: [
    { id: 'mergedFirst', steps: ['preview', 'merge'] },
    { id: 'changedMind', steps: ['preview', 'back', 'preview', 'merge'] },
  ],
  internalStates: [`${m}.previewing`, `${m}.previewFailed`, `${m}.merging`, `${m}.mergeFailed`],
  internalTransitions: [
    tr(`${m}.choosing`, 'merge.pick'),
    tr(`${m}.choosing`, 'merge.keep'),
    errorOf(`${m}.previewing`, 'loadPreview'),
    tr(`${m}.previewFailed`, 'merge.retry'),
    tr(`${m}.previewFailed`, 'merge.back'),
    errorOf(`${m}.merging`, 'mergeProfiles'),
    tr(`${m}.mergeFailed`, 'merge.retry'),
    tr(`${m}.mergeFailed`, 'merge.back'),
  ],
};
