import { createPackageEvaluationMachine, type PackageFacts } from '../../packageEvaluation/packageEvaluation.machine.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const machine = createPackageEvaluationMachine();

const facts = (evaluated: number, sheetVisible = false, acknowledged = false): PackageFacts => ({ goals: 2, evaluated, sheetVisible, acknowledged });
const everyone = { year: 2026, canEvaluate: true, canManage: true, isAssignee: true };

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
      { id: 'draft', labelKey: 'starts.packageEvaluation.draft', input: { ...everyone, facts: facts(1) } },
      { id: 'evaluated', labelKey: 'starts.packageEvaluation.evaluated', input: { ...everyone, facts: facts(2) } },
      { id: 'notAllowed', labelKey: 'starts.packageEvaluation.notAllowed', input: { year: 2026, canEvaluate: false, canManage: false, isAssignee: false, facts: facts(2, true) } },
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
