import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Evaluation, Package } from '../../../src/api/packages.ts';
import type { PackageFacts, PackageRole } from '../../../src/machines/packageEvaluation/packageEvaluation.machine.ts';
import { connectPackageEvaluation } from '../../../src/machines/packageEvaluation/packageEvaluation.connect.ts';
import { createPackageEvaluationLogic, createUnratedConsent, packageEvaluationMachine, type EvaluationNotice } from '../../../src/machines/packageEvaluation/packageEvaluation.logic.ts';
import { fakeApiClient, type FakeAnswer, type FakeCall } from '../fakeApiClient.ts';

// What the evaluation panel offers, read from snapshots alone, and the calls, notices and re-read the logic makes.

const EVALUATOR: PackageRole = { isAssignee: false, isEvaluator: true, canManage: false };
const ASSIGNEE: PackageRole = { isAssignee: true, isEvaluator: false, canManage: false };
const MANAGER: PackageRole = { isAssignee: false, isEvaluator: false, canManage: true };
const facts = (over: Partial<PackageFacts> = {}): PackageFacts => ({ goals: 2, evaluated: 0, sheetVisible: false, acknowledged: false, ...over });
const view = (role: PackageRole, f: PackageFacts) => connectPackageEvaluation(createActor(packageEvaluationMachine, { input: { ...role, facts: f, year: 2026 } }).start().getSnapshot());

describe('packageEvaluation.connect', () => {
  it('the evaluator rates and removes until the sheet is visible, and is told nothing about refusals', () => {
    expect(view(EVALUATOR, facts())).toMatchObject({ canRate: true, canRemove: true, canShowSheets: false, canAcknowledge: false, rateRefusal: null, hiddenUntilVisible: false, busy: false });
    expect(view(EVALUATOR, facts({ sheetVisible: true }))).toMatchObject({ canRate: false, canRemove: false, rateRefusal: null, state: 'visible' });
  });

  it('the person evaluated rates nothing (own package), sees their ratings hidden, then acknowledges the visible sheet', () => {
    // The server gives them no rating yet: "some goals are still to be rated" would be read from nothing.
    expect(view(ASSIGNEE, facts())).toMatchObject({ canRate: false, rateRefusal: 'ownPackage', hiddenUntilVisible: true, showsState: false, canAcknowledge: false });
    expect(view(ASSIGNEE, facts({ sheetVisible: true }))).toMatchObject({ hiddenUntilVisible: false, showsState: true, canAcknowledge: true });
    expect(view(EVALUATOR, facts())).toMatchObject({ showsState: true, state: 'assigned' });
    expect(view(ASSIGNEE, facts({ sheetVisible: true, acknowledged: true }))).toMatchObject({ canAcknowledge: false, state: 'acknowledged' });
  });

  it('a manager makes the sheets visible through the confirmation', () => {
    const actor = createActor(packageEvaluationMachine, { input: { ...MANAGER, facts: facts({ evaluated: 2 }), year: 2026 } }).start();
    expect(connectPackageEvaluation(actor.getSnapshot())).toMatchObject({ canShowSheets: true, confirmingSheets: false, state: 'rated' });
    actor.send({ type: 'sheets.show' });
    expect(connectPackageEvaluation(actor.getSnapshot())).toMatchObject({ confirmingSheets: true, showingSheets: false, canShowSheets: false });
  });
});

const pkg = (visible: boolean) => ({ id: 9, goals: [{ id: 1 }, { id: 2 }], evaluationSheetVisible: visible, acknowledgement: { confirmed: false } }) as unknown as Package;
const evaluation = (goalId: number) => ({ id: 30 + goalId, goal: { id: goalId } }) as unknown as Evaluation;

const start = (role: PackageRole, f: PackageFacts, answer: (call: FakeCall) => FakeAnswer, unratedNamed = 0) => {
  const { client, calls } = fakeApiClient(answer);
  // The confirmation's list of unrated packages, as the panel tells it.
  const consent = createUnratedConsent();
  consent.name(unratedNamed);
  const notices: string[] = [];
  const rows: (readonly Evaluation[])[] = [];
  const actor = createActor(
    createPackageEvaluationLogic({ client, packageId: 9, includeUnrated: consent.includeUnrated, onNotice: (notice: EvaluationNotice, done) => notices.push(`${notice}:${done}`), onEvaluations: (loaded) => rows.push(loaded) }),
    { input: { ...role, facts: f, year: 2026 } },
  ).start();
  return { actor, calls, notices, rows };
};

const listOf = (items: unknown[]) => ({ status: 200, body: { items, total: items.length } });

describe('packageEvaluation.logic', () => {
  it('rating a goal: the call, its notice, then the package and its evaluations read again decide where it stands', async () => {
    const { actor, calls, notices, rows } = start(EVALUATOR, facts({ evaluated: 1 }), (call) =>
      call.method === 'POST' ? { status: 201, body: evaluation(2) } : call.path === '/packages/{id}' ? { status: 200, body: pkg(false) } : listOf([evaluation(1), evaluation(2)]),
    );
    actor.send({ type: 'evaluation.add', goalId: 2, ratingId: 5 });
    await waitFor(actor, (s) => s.matches('rated'));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { goalId: 2, ratingId: 5 } });
    expect(calls.slice(1).map((c) => c.method)).toEqual(['GET', 'GET']);
    expect(notices).toEqual(['created:true']);
    expect(rows.at(-1)).toHaveLength(2);
  });

  it('a refused call earns its "not" notice, reads nothing again, and keeps the error for the panel', async () => {
    const { actor, calls, notices } = start(MANAGER, facts({ evaluated: 2 }), () => ({ status: 403, body: { message: 'no' } }), 2);
    actor.send({ type: 'sheets.show' });
    actor.send({ type: 'sheets.confirm' });
    await waitFor(actor, (s) => s.matches('rated') && s.context.errorTag !== null);
    expect(calls).toMatchObject([{ method: 'POST', body: { year: 2026, includeUnrated: true } }]);
    expect(notices).toEqual(['madeVisible:false']);
    expect(connectPackageEvaluation(actor.getSnapshot()).errorTag).toBe('Forbidden');
  });
});
