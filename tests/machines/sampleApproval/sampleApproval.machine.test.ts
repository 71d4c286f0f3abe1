import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deriveSampleStatus, type SampleApprovalStatus } from '../../../src/domain/sampleApproval.ts';
import { createSampleApprovalMachine } from '../../../src/machines/sampleApproval/sampleApproval.machine.ts';
import type { ApprovableSample, DecisionRequest } from '../../../src/machines/sampleApproval/sampleApproval.types.ts';

const approval = (status: SampleApprovalStatus, by: number | null = null) => ({ status, by: by === null ? null : { id: by } });
const sample = (td = approval('pending'), sm = approval('pending')): ApprovableSample => ({ id: 1, approvals: { technicalDirection: td, salesManagement: sm } });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const start = (initial: ApprovableSample, userId = 7, canApprove = true) => {
  const calls: DecisionRequest[] = [];
  let current = initial;
  const decide = fromPromise<ApprovableSample, DecisionRequest>(async ({ input }) => {
    calls.push(input);
    const next = approval(input.status, userId);
    current = input.department === 'technical_direction' ? sample(next, current.approvals.salesManagement) : sample(current.approvals.technicalDirection, next);
    return current;
  });
  const actor = createActor(createSampleApprovalMachine().provide({ actors: { decideTechnical: decide, decideSales: decide } }), { input: { sample: initial, userId, canApprove } });
  actor.start();
  return { actor, calls };
};

describe('sample dual-approval statechart', () => {
  it('runs the two departments in parallel: both decide at once, each in its own region', async () => {
    const { actor, calls } = start(sample());
    actor.send({ type: 'technical.decide', decision: 'approved' });
    actor.send({ type: 'technical.confirm', notes: '' });
    actor.send({ type: 'sales.decide', decision: 'denied' });
    actor.send({ type: 'sales.confirm', notes: '  Prezzo alto ' });
    expect(actor.getSnapshot().matches({ technical: 'deciding', sales: 'deciding' })).toBe(true);
    await settle();
    expect(calls.map((call) => [call.department, call.notes]).sort()).toEqual([
      ['sales_management', 'Prezzo alto'],
      ['technical_direction', null],
    ]);
    expect(actor.getSnapshot().matches({ sales: { idle: 'denied' } })).toBe(true);
    const { technicalDirection, salesManagement } = actor.getSnapshot().context.sample.approvals;
    expect(deriveSampleStatus(technicalDirection.status, salesManagement.status)).toBe('denied');
  });

  it('asks for confirmation before a decision leaves, and a cancel sends nothing', () => {
    const { actor, calls } = start(sample());
    actor.send({ type: 'sales.decide', decision: 'denied' });
    expect(actor.getSnapshot().matches({ sales: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.salesPending).toMatchObject({ status: 'denied', notes: null });
    actor.send({ type: 'sales.cancel' });
    expect(actor.getSnapshot().matches({ sales: { idle: 'pending' } })).toBe(true);
    expect(actor.getSnapshot().context.salesPending).toBeNull();
    expect(calls).toEqual([]);
  });

  it('offers no decision to a user without samples.approve, and refuses the same person deciding both departments', () => {
    const outsider = start(sample(), 7, false);
    expect(outsider.actor.getSnapshot().can({ type: 'technical.decide', decision: 'approved' })).toBe(false);
    outsider.actor.send({ type: 'technical.decide', decision: 'approved' });
    expect(outsider.actor.getSnapshot().matches({ technical: { idle: 'pending' } })).toBe(true);
    // Whatever the person decided for the other department, and whatever they would decide now.
    for (const [decided, now] of [['approved', 'approved'], ['denied', 'approved'], ['evaluated', 'denied']] as const) {
      const same = start(sample(approval(decided, 7)));
      same.actor.send({ type: 'sales.decide', decision: now });
      expect(same.actor.getSnapshot().context.refusal).toMatchObject({ department: 'sales_management', message: { key: 'samples.sameApprover' } });
      expect(same.actor.getSnapshot().matches({ sales: { idle: 'pending' } })).toBe(true);
      expect(same.calls).toEqual([]);
    }
    // A colleague's decision for the other department leaves this one free.
    const colleague = start(sample(approval('denied', 8)));
    colleague.actor.send({ type: 'sales.decide', decision: 'approved' });
    expect(colleague.actor.getSnapshot().matches({ sales: 'confirming' })).toBe(true);
    expect(outsider.calls).toEqual([]);
  });

  it('a late answer does not roll back the other department decided meanwhile (answers that cross)', async () => {
    let answerTechnical: (sample: ApprovableSample) => void = () => undefined;
    let answerSales: (sample: ApprovableSample) => void = () => undefined;
    const machine = createSampleApprovalMachine().provide({
      actors: {
        decideTechnical: fromPromise<ApprovableSample, DecisionRequest>(() => new Promise((resolve) => (answerTechnical = resolve))),
        decideSales: fromPromise<ApprovableSample, DecisionRequest>(() => new Promise((resolve) => (answerSales = resolve))),
      },
    });
    const actor = createActor(machine, { input: { sample: sample(), userId: 7, canApprove: true } });
    actor.start();
    actor.send({ type: 'technical.decide', decision: 'approved' });
    actor.send({ type: 'technical.confirm', notes: '' });
    actor.send({ type: 'sales.decide', decision: 'denied' });
    actor.send({ type: 'sales.confirm', notes: '' });
    await settle();
    // The server decided technical first (sales still pending in its answer), but that answer arrives last.
    answerSales({ id: 1, approvals: { technicalDirection: { status: 'approved', by: { id: 7 }, at: '2026-05-04 10:00:01' }, salesManagement: { status: 'denied', by: { id: 7 }, at: '2026-05-04 10:00:02' } } });
    await settle();
    answerTechnical({ id: 1, approvals: { technicalDirection: { status: 'approved', by: { id: 7 }, at: '2026-05-04 10:00:01' }, salesManagement: { status: 'pending', by: null, at: null } } });
    await settle();
    const { technicalDirection, salesManagement } = actor.getSnapshot().context.sample.approvals;
    expect([technicalDirection.status, salesManagement.status]).toEqual(['approved', 'denied']);
    expect(actor.getSnapshot().matches({ technical: { idle: 'approved' }, sales: { idle: 'denied' } })).toBe(true);
  });

  it('follows the sample read again: an idle department shows its new decision, one being confirmed keeps its step and the status it was decided on', () => {
    const { actor, calls } = start(sample());
    actor.send({ type: 'technical.decide', decision: 'approved' });
    actor.send({ type: 'sample.updated', sample: sample(approval('denied', 3), approval('evaluated', 5)) });
    expect(actor.getSnapshot().matches({ technical: 'confirming', sales: { idle: 'evaluated' } })).toBe(true);
    expect(actor.getSnapshot().context.sample.approvals.technicalDirection.status).toBe('denied');
    // The decision was asked on the pending status the screen showed: the server refuses it if it is no longer so.
    expect(actor.getSnapshot().context.technicalPending).toMatchObject({ status: 'approved', seenStatus: 'pending' });
    expect(calls).toEqual([]);
  });
});
