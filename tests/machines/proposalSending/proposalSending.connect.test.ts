import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Proposal } from '../../../src/api/proposals.ts';
import { connectProposalSending } from '../../../src/machines/proposalSending/proposalSending.connect.ts';
import { createProposalSendingLogic, proposalSendingMachine } from '../../../src/machines/proposalSending/proposalSending.logic.ts';
import { fakeApiClient, type FakeCall, type FakeAnswer } from '../fakeApiClient.ts';

// What the sending panel shows, read from snapshots alone, and the calls the logic sequences given a client.

const proposal = (over: Partial<Proposal> = {}): Proposal => ({ id: 4, status: 'draft', revision: 0, ...over }) as Proposal;

const start = (answer: (call: FakeCall) => FakeAnswer, input: Proposal = proposal()) => {
  const { client, calls } = fakeApiClient(answer);
  const sent: Proposal[] = [];
  const opened: Proposal[] = [];
  const answered: Proposal[] = [];
  const actor = createActor(
    createProposalSendingLogic({ client, onSent: (p) => sent.push(p), onRevisionOpened: (p) => opened.push(p), onOutcomeRecorded: (p) => answered.push(p) }),
    { input: { proposal: input } },
  ).start();
  return { actor, calls, sent, opened, answered, view: () => connectProposalSending(actor.getSnapshot()) };
};

describe('proposalSending.connect', () => {
  it('offers sending and a revision at rest, and the form once preparing', () => {
    const actor = createActor(proposalSendingMachine, { input: { proposal: proposal() } }).start();
    expect(connectProposalSending(actor.getSnapshot())).toMatchObject({ preparing: false, canPrepare: true, canRevise: true, submit: 'send.submit', error: null });
    actor.send({ type: 'send.prepare' });
    expect(connectProposalSending(actor.getSnapshot())).toMatchObject({ preparing: true, canPrepare: false, canRevise: false, target: 'customer' });
  });

  it("shows the machine's refusal without a call, and the addresses it kept", () => {
    const { actor, calls, view } = start(() => ({ status: 500 }));
    actor.send({ type: 'send.prepare' });
    actor.send({ type: 'target.choose', target: 'addresses' });
    actor.send({ type: 'address.add', address: { email: 'cc@client.test', sendType: 'cc' } });
    actor.send({ type: 'send.submit' });
    expect(view().refusal?.key).toBe('proposals.noAddressAsRecipient');
    expect(view().addresses).toEqual([{ email: 'cc@client.test', sendType: 'cc' }]);
    expect(calls).toEqual([]);
  });

  it("keeps a server refusal (422) apart from the errors: its words shown, no error alert", async () => {
    const { actor, view } = start(() => ({ status: 422, body: { message: 'invalid', errors: { customer_id: ['No e-mail address.'] } } }));
    actor.send({ type: 'send.prepare' });
    actor.send({ type: 'send.submit' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.errorTag !== null);
    expect(view()).toMatchObject({ serverRefusal: 'No e-mail address.', error: null, undelivered: false });
  });

  it("offers the customer's answer on a sent offer only; an expired one offers a revision, neither sending nor an answer", () => {
    const draft = createActor(proposalSendingMachine, { input: { proposal: proposal() } }).start();
    expect(connectProposalSending(draft.getSnapshot())).toMatchObject({ canRecordOutcome: false, canPrepare: true });
    const sent = createActor(proposalSendingMachine, { input: { proposal: proposal({ status: 'sent' }) } }).start();
    expect(connectProposalSending(sent.getSnapshot())).toMatchObject({ canRecordOutcome: true, canPrepare: true });
    sent.send({ type: 'proposal.changed', proposal: { id: 4, status: 'expired', revision: 0 } });
    expect(sent.getSnapshot().value).toBe('expired');
    expect(connectProposalSending(sent.getSnapshot())).toMatchObject({ canRecordOutcome: false, canPrepare: false, canRevise: true });
  });

  it("ignores another proposal's reload", () => {
    const actor = createActor(proposalSendingMachine, { input: { proposal: proposal({ status: 'sent' }) } }).start();
    actor.send({ type: 'proposal.changed', proposal: { id: 99, status: 'accepted', revision: 0 } });
    expect(actor.getSnapshot().value).toBe('sent');
  });
});

describe('proposalSending.logic', () => {
  it('sends to the chosen addresses, then reads the proposal back, and tells the screen it was sent', async () => {
    const { actor, calls, sent, view } = start((call) => (call.method === 'POST' ? { status: 204 } : { status: 200, body: proposal({ status: 'sent' }) }));
    actor.send({ type: 'send.prepare' });
    actor.send({ type: 'target.choose', target: 'addresses' });
    actor.send({ type: 'addressee.change', addressee: '  Mr Rossi ' });
    actor.send({ type: 'address.add', address: { email: 'to@client.test', sendType: 'to' } });
    actor.send({ type: 'send.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /proposals/{id}/send-to-chosen-addresses', 'GET /proposals/{id}']);
    expect(calls[0]?.body).toEqual({ addressee: 'Mr Rossi', mailAddresses: [{ email: 'to@client.test', sendType: 'to' }] });
    expect(sent.map((p) => p.status)).toEqual(['sent']);
    expect(view()).toMatchObject({ preparing: false, canPrepare: true });
  });

  it('to the customer, an empty addressee goes as null; an undelivered mail offers a retry and tells nobody it was sent', async () => {
    const { actor, calls, sent, view } = start(() => ({ status: 502, body: { message: 'mail not delivered' } }));
    actor.send({ type: 'send.prepare' });
    actor.send({ type: 'send.submit' });
    await waitFor(actor, (s) => s.matches('undelivered'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/proposals/{id}/send-to-assigned-customer', body: { addressee: null } });
    expect(view()).toMatchObject({ undelivered: true, submit: 'send.retry', error: 'Server' });
    expect(sent).toEqual([]);
  });

  it('opens a revision with an update carrying only the edit type', async () => {
    const { actor, calls, opened } = start(() => ({ status: 200, body: proposal({ revision: 1 }) }), proposal({ status: 'sent' }));
    actor.send({ type: 'proposal.revise' });
    await waitFor(actor, (s) => s.matches('drafting'));
    expect(calls).toMatchObject([{ method: 'PUT', path: '/proposals/{id}', body: { editType: 'revision' } }]);
    expect(opened.map((p) => p.revision)).toEqual([1]);
  });

  it("records the customer's answer as a standard edit carrying only the status, and tells the screen", async () => {
    const { actor, calls, answered, view } = start(() => ({ status: 200, body: proposal({ status: 'rejected' }) }), proposal({ status: 'sent' }));
    actor.send({ type: 'outcome.record', outcome: 'rejected' });
    expect(view().recordingOutcome).toBe('rejected');
    await waitFor(actor, (s) => s.matches('rejected'));
    expect(calls).toMatchObject([{ method: 'PUT', path: '/proposals/{id}', body: { editType: 'standard', status: 'rejected' } }]);
    expect(answered.map((p) => p.status)).toEqual(['rejected']);
    expect(view()).toMatchObject({ canRecordOutcome: false, canPrepare: false, canRevise: true });
  });

  it('a failed answer leaves the offer sent, with the error shown', async () => {
    const { actor, answered, view } = start(() => ({ status: 500, body: { message: 'down' } }), proposal({ status: 'sent' }));
    actor.send({ type: 'outcome.record', outcome: 'accepted' });
    await waitFor(actor, (s) => s.matches('sent') && s.context.errorTag !== null);
    expect(answered).toEqual([]);
    expect(view()).toMatchObject({ canRecordOutcome: true, error: 'Server' });
  });
});
