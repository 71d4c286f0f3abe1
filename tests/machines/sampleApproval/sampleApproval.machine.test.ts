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
    actor.send({ type: 'sales.decide', decision: 'denied' });
    expect(actor.getSnapshot().matches({ technical: 'deciding', sales: 'deciding' })).toBe(true);
    await settle();
    expect(calls.map((call) => call.department).sort()).toEqual(['sales_management', 'technical_direction']);
    expect(actor.getSnapshot().matches({ sales: { idle: 'denied' } })).toBe(true);
    const { technicalDirection, salesManagement } = actor.getSnapshot().context.sample.approvals;
    expect(deriveSampleStatus(technicalDirection.status, salesManagement.status)).toBe('denied');
  });

  it('refuses, without a call, a user without samples.approve and the same person approving both departments', () => {
    const outsider = start(sample(), 7, false);
    outsider.actor.send({ type: 'technical.decide', decision: 'approved' });
    expect(outsider.actor.getSnapshot().context.refusal?.message.key).toBe('samples.approvalNotAllowed');
    const same = start(sample(approval('approved', 7)));
    same.actor.send({ type: 'sales.decide', decision: 'approved' });
    expect(same.actor.getSnapshot().context.refusal).toMatchObject({ department: 'sales_management', message: { key: 'samples.sameApprover' } });
    // Evaluating or denying is still that person's to do.
    same.actor.send({ type: 'sales.decide', decision: 'evaluated' });
    expect(same.actor.getSnapshot().matches({ sales: 'deciding' })).toBe(true);
    expect(outsider.calls).toEqual([]);
  });
});
