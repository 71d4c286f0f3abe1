import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ApiClient } from '../../../src/api/client.ts';
import type { Sample } from '../../../src/api/samples.ts';
import type { SampleApprovalStatus } from '../../../src/domain/sampleApproval.ts';
import { connectSampleApproval } from '../../../src/machines/sampleApproval/sampleApproval.connect.ts';
import { createSampleApprovalLogic } from '../../../src/machines/sampleApproval/sampleApproval.logic.ts';

// What the dual-approval panel shows and sends, from snapshots alone, and the calls the logic makes given a client:
// no React.

const ME = 7;
const approval = (status: SampleApprovalStatus, by: number | null = null, at: string | null = null) => ({
  status, by: by === null ? null : { id: by, name: `User ${by}`, email: `u${by}@acme.test`, avatarUrl: null }, at, notes: null,
});
const sample = (td = approval('pending'), sm = approval('pending')): Sample => ({ id: 4, approvals: { technicalDirection: td, salesManagement: sm } }) as unknown as Sample;

/** The machine as the panel runs it, on a client whose decision call answers `answer` (recording path and body). */
const running = (initial: Sample, { canApprove = true, answer = (_deptId: string, body: Record<string, unknown>) => ({ status: 200, body: sample(approval(body['status'] as SampleApprovalStatus, ME, '2026-03-02 10:00:00')) as unknown }) } = {}) => {
  const sent: { deptId: string; body: Record<string, unknown> }[] = [];
  let changed = 0;
  const POST = async (_path: string, init: { params: { path: { deptId: string } }; body: Record<string, unknown> }) => {
    sent.push({ deptId: init.params.path.deptId, body: init.body });
    const reply = answer(init.params.path.deptId, init.body);
    const response = new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    return reply.status < 300 ? { data: reply.body, response } : { error: reply.body, response };
  };
  const logic = createSampleApprovalLogic({ client: { POST } as unknown as ApiClient, onChanged: () => (changed += 1) });
  const actor = createActor(logic, { input: { sample: initial, userId: ME, canApprove } }).start();
  return { actor, sent, changes: () => changed, view: () => connectSampleApproval(actor.getSnapshot(), actor.send) };
};

describe('sampleApproval.connect: what the panel offers is what the machine takes', () => {
  it('offers each department its three choices to an approver, none without samples.approve', () => {
    const approver = running(sample()).view();
    expect(approver.departments.technical_direction.choices?.map((choice) => [choice.decision, choice.disabled])).toEqual([
      ['approved', false],
      ['evaluated', false],
      ['denied', false],
    ]);
    expect(approver.departments.sales_management.choices).toHaveLength(3);
    const viewer = running(sample(), { canApprove: false }).view();
    expect([viewer.departments.technical_direction.choices, viewer.departments.sales_management.choices]).toEqual([null, null]);
  });

  it("offers a department's held decision disabled: approving an approved one again only repeated it in the history", () => {
    const { view, actor, sent } = running(sample(approval('approved', 3, '2026-03-01 09:00:00')));
    expect(view().departments.technical_direction.choices?.map((choice) => [choice.decision, choice.disabled])).toEqual([
      ['approved', true],
      ['evaluated', false],
      ['denied', false],
    ]);
    expect(actor.getSnapshot().can({ type: 'technical.decide', decision: 'approved' })).toBe(false);
    view().departments.technical_direction.choices?.[0]?.onPress();
    expect(view().departments.technical_direction.confirming).toBeNull();
    expect(sent).toEqual([]);
    expect(view().departments.sales_management.choices?.every((choice) => !choice.disabled)).toBe(true);
  });

  it('a choice asks for confirmation; cancelling closes it and sends nothing', () => {
    const { view, sent } = running(sample());
    view().departments.sales_management.choices?.[2]?.onPress();
    expect([view().departments.sales_management.confirming, view().departments.technical_direction.confirming]).toEqual(['denied', null]);
    view().departments.sales_management.cancel();
    expect(view().departments.sales_management.confirming).toBeNull();
    expect(sent).toEqual([]);
  });

  it("the same person deciding the other department gets the machine's refusal on that department only, until dismissed", () => {
    const { view, sent } = running(sample(approval('approved', ME, '2026-03-01 09:00:00')));
    view().departments.sales_management.choices?.[0]?.onPress();
    expect(view().departments.sales_management.refusal?.key).toBeTruthy();
    expect(view().departments.technical_direction.refusal).toBeNull();
    expect(view().departments.sales_management.confirming).toBeNull();
    view().departments.sales_management.dismiss();
    expect(view().departments.sales_management.refusal).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('sampleApproval.logic: the department call a decision makes', () => {
  it('sends the confirmed decision with its note to its department; while on its way only the chosen choice is busy', async () => {
    const { actor, view, sent, changes } = running(sample());
    view().departments.technical_direction.choices?.[1]?.onPress();
    view().departments.technical_direction.confirm('  Needs a second lab test ');
    const busy = view().departments.technical_direction.choices?.map((choice) => [choice.decision, choice.loading, choice.disabled]);
    expect(busy).toEqual([
      ['approved', false, true],
      ['evaluated', true, false],
      ['denied', false, true],
    ]);
    await waitFor(actor, (snapshot) => snapshot.matches({ technical: 'idle' }));
    expect(sent).toEqual([{ deptId: 'technical_direction', body: { status: 'evaluated', notes: 'Needs a second lab test', seenStatus: 'pending' } }]);
    expect([view().technical, view().departments.technical_direction.approval.by?.id, changes()]).toEqual(['evaluated', ME, 1]);
  });

  it("a failed call shows its tag on the department that sent it, and the sample stays as it was", async () => {
    const { actor, view, changes } = running(sample(), { answer: () => ({ status: 403, body: { message: 'This action is unauthorized.' } }) });
    view().departments.sales_management.choices?.[0]?.onPress();
    view().departments.sales_management.confirm('');
    await waitFor(actor, (snapshot) => snapshot.matches({ sales: 'idle' }));
    expect([view().sales, view().departments.sales_management.failure, view().departments.technical_direction.failure, changes()]).toEqual(['pending', 'Forbidden', null, 0]);
    // Told by its tag: the server's words are kept only for a decision someone else's overtook.
    expect(view().departments.sales_management.failureMessage).toBeNull();
  });

  it("names the department's status the decision was made on (seen_status), each department its own", async () => {
    const { actor, view, sent } = running(sample(approval('denied', 3, '2026-03-01 09:00:00'), approval('approved', 5, '2026-03-01 10:00:00')));
    view().departments.sales_management.choices?.[1]?.onPress();
    view().departments.sales_management.confirm('');
    view().departments.technical_direction.choices?.[0]?.onPress();
    view().departments.technical_direction.confirm('');
    await waitFor(actor, (snapshot) => snapshot.matches({ technical: 'idle', sales: 'idle' }));
    expect(sent.map(({ deptId, body }) => [deptId, body['status'], body['seenStatus']])).toEqual([
      ['sales_management', 'evaluated', 'approved'],
      ['technical_direction', 'approved', 'denied'],
    ]);
  });

  it("a decision someone else's overtook (409) keeps the server's words, has the screen read the sample again and follows it", async () => {
    const words = 'Someone else in this department decided on the sample meanwhile: your decision was not recorded.';
    const { actor, view, changes } = running(sample(), { answer: () => ({ status: 409, body: { message: words } }) });
    view().departments.technical_direction.choices?.[0]?.onPress();
    view().departments.technical_direction.confirm('');
    await waitFor(actor, (snapshot) => snapshot.matches({ technical: 'idle' }));
    const td = () => view().departments.technical_direction;
    expect([view().technical, td().failure, td().failureMessage, view().departments.sales_management.failure, changes()]).toEqual(['pending', 'Conflict', words, null, 1]);
    // The screen's new read: the colleague's denial shows, the words stay until dismissed, the choices are offered again.
    actor.send({ type: 'sample.updated', sample: sample(approval('denied', 3, '2026-03-02 10:00:00')) });
    expect(actor.getSnapshot().matches({ technical: { idle: 'denied' } })).toBe(true);
    expect([view().technical, td().approval.by?.id, td().failureMessage]).toEqual(['denied', 3, words]);
    expect(td().choices?.map((choice) => [choice.decision, choice.disabled])).toEqual([
      ['approved', false],
      ['evaluated', false],
      ['denied', true],
    ]);
  });
});
