import type { ProcessStory } from '../story/processStory.ts';
import { alwaysOf, doneOf, errorOf, transitionId as tr } from '../story/transitionId.ts';

const m = 'packageEvaluation';
const to = { acknowledged: alwaysOf(`${m}.routing`, 0), visible: alwaysOf(`${m}.routing`, 1), rated: alwaysOf(`${m}.routing`, 2), assigned: alwaysOf(`${m}.routing`, 3) };
const rate = [tr(`${m}.assigned`, 'evaluation.add'), doneOf(`${m}.evaluating`, 'addEvaluation')];
const show = (from: string) => [tr(`${m}.${from}`, 'sheets.show'), tr(`${m}.confirmingSheets`, 'sheets.confirm'), doneOf(`${m}.showingSheets`, 'showSheets'), to.visible];

/** A package of objectives: rated by the evaluator, made visible by the manager, acknowledged by the person rated. */
export const packageEvaluationStory: ProcessStory = {
  machineId: m,
  initial: ['assigned'],
  states: [
    { id: 'assigned', machineStates: [`${m}.assigned`] },
    { id: 'rated', machineStates: [`${m}.rated`] },
    { id: 'visible', machineStates: [`${m}.visible`] },
    { id: 'acknowledged', machineStates: [`${m}.acknowledged`], final: true },
  ],
  transitions: [
    { id: 'rateOne', from: 'assigned', to: 'assigned', role: 'evaluator', path: [...rate, to.assigned] },
    { id: 'rateLast', from: 'assigned', to: 'rated', role: 'evaluator', path: [...rate, to.rated] },
    { id: 'removeRating', from: 'rated', to: 'assigned', role: 'evaluator', path: [tr(`${m}.rated`, 'evaluation.remove'), doneOf(`${m}.removing`, 'removeEvaluation'), to.assigned] },
    { id: 'showRated', from: 'rated', to: 'visible', role: 'evaluationManager', path: show('rated') },
    { id: 'showUnfinished', from: 'assigned', to: 'visible', role: 'evaluationManager', path: show('assigned') },
    { id: 'acknowledge', from: 'visible', to: 'acknowledged', role: 'evaluated', path: [tr(`${m}.visible`, 'acknowledge'), doneOf(`${m}.acknowledging`, 'confirmAcknowledgement'), to.acknowledged] },
  ],
  conditions: ['notOwn', 'hidden', 'forwardOnly'],
  scenarios: [
    { id: 'normal', steps: ['rateOne', 'rateLast', 'showRated', 'acknowledge'] },
    { id: 'corrected', steps: ['rateLast', 'removeRating', 'rateLast', 'showRated', 'acknowledge'] },
    { id: 'shownUnfinished', steps: ['showUnfinished', 'acknowledge'] },
  ],
  internalStates: [`${m}.routing`, `${m}.confirmingSheets`, `${m}.showingSheets`, `${m}.acknowledging`, `${m}.evaluating`, `${m}.removing`],
  internalTransitions: [
    // Removing a rating of a package still being rated keeps it assigned.
    tr(`${m}.assigned`, 'evaluation.remove'),
    tr(`${m}.confirmingSheets`, 'sheets.cancel'),
    errorOf(`${m}.showingSheets`, 'showSheets'),
    errorOf(`${m}.acknowledging`, 'confirmAcknowledgement'),
    errorOf(`${m}.evaluating`, 'addEvaluation'),
    errorOf(`${m}.removing`, 'removeEvaluation'),
  ],
};
