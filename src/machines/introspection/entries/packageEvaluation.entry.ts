import { createPackageEvaluationMachine, type PackageFacts } from '../../packageEvaluation/packageEvaluation.machine.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const machine = createPackageEvaluationMachine();

const facts = (evaluated: number, sheetVisible = false, acknowledged = false): PackageFacts => ({ goals: 2, evaluated, sheetVisible, acknowledged });
const evaluator = { year: 2026, isAssignee: false, isEvaluator: true, canManage: true };
const evaluated = { year: 2026, isAssignee: true, isEvaluator: false, canManage: false };

export const packageEvaluationEntry: MachineRegistryEntry = {
  id: 'packageEvaluation',
  titleKey: 'machines.packageEvaluation.title',
  descriptionKey: 'machines.packageEvaluation.description',
  machine,
  stubbed: machine.provide({
    actors: { addEvaluation: neverSettling(), removeEvaluation: neverSettling(), showSheets: neverSettling(), confirmAcknowledgement: neverSettling() },
  }),
  paths: {
    strategy: 'shortest',
    starts: [
      { id: 'assigned', labelKey: 'starts.packageEvaluation.assigned', input: { ...evaluator, facts: facts(1) } },
      { id: 'rated', labelKey: 'starts.packageEvaluation.rated', input: { ...evaluator, facts: facts(2) } },
      { id: 'visible', labelKey: 'starts.packageEvaluation.visible', input: { ...evaluated, facts: facts(2, true) } },
      { id: 'ownPackage', labelKey: 'starts.packageEvaluation.ownPackage', input: { ...evaluated, canManage: true, facts: facts(1) } },
    ],
    events: [
      { type: 'evaluation.add', goalId: 1, ratingId: 3 },
      { type: 'evaluation.remove', evaluationId: 9 },
      { type: 'sheets.show' },
      { type: 'sheets.confirm' },
      { type: 'sheets.cancel' },
      { type: 'acknowledge' },
      actorDone('addEvaluation', facts(2)),
      actorDone('removeEvaluation', facts(1)),
      actorDone('showSheets', facts(2, true)),
      actorDone('confirmAcknowledgement', facts(2, true, true)),
      actorError('addEvaluation', taggedError('Conflict')),
      actorError('removeEvaluation', taggedError('Network')),
      actorError('showSheets', taggedError('Forbidden')),
      actorError('confirmAcknowledgement', taggedError('Conflict')),
    ],
  },
};
