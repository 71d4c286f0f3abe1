import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createPackageEvaluationMachine, type PackageFacts } from '../../../src/machines/packageEvaluation/packageEvaluation.machine.ts';

const facts = (evaluated: number, sheetVisible = false, acknowledged = false): PackageFacts => ({ goals: 2, evaluated, sheetVisible, acknowledged });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const start = (initial: PackageFacts, options: { failShow?: boolean } = {}) => {
  const calls: string[] = [];
  let current = initial;
  const actor = createActor(
    createPackageEvaluationMachine().provide({
      actors: {
        addEvaluation: fromPromise(async ({ input }: { input: { goalId: number; ratingId: number } }) => {
          calls.push(`add ${input.goalId}:${input.ratingId}`);
          current = { ...current, evaluated: current.evaluated + 1 };
          return current;
        }),
        removeEvaluation: fromPromise(async ({ input }: { input: { evaluationId: number } }) => {
          calls.push(`remove ${input.evaluationId}`);
          current = { ...current, evaluated: current.evaluated - 1 };
          return current;
        }),
        showSheets: fromPromise(async ({ input }: { input: { year: number } }) => {
          calls.push(`show ${input.year}`);
          if (options.failShow) throw { _tag: 'Forbidden' };
          current = { ...current, sheetVisible: true };
          return current;
        }),
        confirmAcknowledgement: fromPromise(async () => {
          calls.push('acknowledge');
          current = { ...current, acknowledged: true };
          return current;
        }),
      },
    }),
    { input: { facts: initial, year: 2026, canEvaluate: true, canManage: true, isAssignee: true } },
  );
  actor.start();
  return { actor, calls };
};

describe('package evaluation statechart', () => {
  it('goes draft → evaluated → sheet visible (after the confirmation) → acknowledged', async () => {
    const { actor, calls } = start(facts(1));
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send({ type: 'sheets.show' });
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send({ type: 'evaluation.add', goalId: 4, ratingId: 2 });
    await settle();
    expect(actor.getSnapshot().value).toBe('evaluated');
    actor.send({ type: 'sheets.show' });
    expect(actor.getSnapshot().value).toBe('confirmingSheets');
    actor.send({ type: 'sheets.cancel' });
    expect(actor.getSnapshot().value).toBe('evaluated');
    actor.send({ type: 'sheets.show' });
    actor.send({ type: 'sheets.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('sheetVisible');
    actor.send({ type: 'acknowledge' });
    await settle();
    expect(actor.getSnapshot().value).toBe('acknowledged');
    expect(calls).toEqual(['add 4:2', 'show 2026', 'acknowledge']);
  });

  it('deleting an evaluation takes a rated package back to draft', async () => {
    const { actor } = start(facts(2));
    actor.send({ type: 'evaluation.remove', evaluationId: 9 });
    await settle();
    expect(actor.getSnapshot().value).toBe('draft');
  });

  it('a refused "make visible" stays evaluated with the error', async () => {
    const { actor } = start(facts(2), { failShow: true });
    actor.send({ type: 'sheets.show' });
    actor.send({ type: 'sheets.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('evaluated');
    expect(actor.getSnapshot().context.errorTag).toBe('Forbidden');
  });
});
