import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createPackageEvaluationMachine, refusalOf, type PackageFacts, type PackageRole } from '../../../src/machines/packageEvaluation/packageEvaluation.machine.ts';

const facts = (evaluated: number, sheetVisible = false, acknowledged = false): PackageFacts => ({ goals: 2, evaluated, sheetVisible, acknowledged });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const EVALUATOR: PackageRole = { isAssignee: false, isEvaluator: true, canManage: true };
const start = (initial: PackageFacts, options: { failShow?: boolean; role?: PackageRole } = {}) => {
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
    { input: { facts: initial, year: 2026, ...(options.role ?? EVALUATOR) } },
  );
  actor.start();
  return { actor, calls };
};

describe('package evaluation statechart', () => {
  it('goes assigned → rated → visible (after the confirmation) for the evaluator, who cannot acknowledge', async () => {
    const { actor, calls } = start(facts(1));
    expect(actor.getSnapshot().value).toBe('assigned');
    actor.send({ type: 'evaluation.add', goalId: 4, ratingId: 2 });
    await settle();
    expect(actor.getSnapshot().value).toBe('rated');
    actor.send({ type: 'sheets.show' });
    expect(actor.getSnapshot().value).toBe('confirmingSheets');
    actor.send({ type: 'sheets.cancel' });
    expect(actor.getSnapshot().value).toBe('rated');
    actor.send({ type: 'sheets.show' });
    actor.send({ type: 'sheets.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().can({ type: 'acknowledge' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'evaluation.remove', evaluationId: 1 })).toBe(false);
    expect(refusalOf(actor.getSnapshot().context, 'rate')).toBe('frozen');
    expect(calls).toEqual(['add 4:2', 'show 2026']);
  });

  it('the person evaluated rates nothing, even as a manager, and acknowledges the visible sheet', async () => {
    const own = start(facts(1), { role: { isAssignee: true, isEvaluator: false, canManage: true } });
    expect(own.actor.getSnapshot().can({ type: 'evaluation.add', goalId: 4, ratingId: 2 })).toBe(false);
    expect(refusalOf(own.actor.getSnapshot().context, 'rate')).toBe('ownPackage');
    own.actor.send({ type: 'evaluation.add', goalId: 4, ratingId: 2 });
    expect(own.calls).toEqual([]);
    const { actor, calls } = start(facts(2, true), { role: { isAssignee: true, isEvaluator: false, canManage: false } });
    expect(actor.getSnapshot().value).toBe('visible');
    actor.send({ type: 'acknowledge' });
    await settle();
    expect(actor.getSnapshot().value).toBe('acknowledged');
    expect(calls).toEqual(['acknowledge']);
  });

  it('someone neither evaluator nor manager is told why they may not rate', () => {
    const { actor } = start(facts(1), { role: { isAssignee: false, isEvaluator: false, canManage: false } });
    expect(refusalOf(actor.getSnapshot().context, 'rate')).toBe('notEvaluator');
    expect(refusalOf(actor.getSnapshot().context, 'publish')).toBe('notManager');
    expect(actor.getSnapshot().can({ type: 'sheets.show' })).toBe(false);
  });

  it('deleting a rating before the sheet is visible takes a rated package back to assigned', async () => {
    const { actor } = start(facts(2));
    actor.send({ type: 'evaluation.remove', evaluationId: 9 });
    await settle();
    expect(actor.getSnapshot().value).toBe('assigned');
  });

  it('a refused "make visible" stays where the package was, with the reason', async () => {
    const { actor } = start(facts(2), { failShow: true });
    actor.send({ type: 'sheets.show' });
    actor.send({ type: 'sheets.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('rated');
    expect(actor.getSnapshot().context.errorTag).toBe('Forbidden');
  });
});
