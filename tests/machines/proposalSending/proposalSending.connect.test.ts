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
  const actor = createActor(createProposalSendingLogic({ client, onSent: (p) => sent.push(p), onRevisionOpened: (p) => opened.push(p) }), { input: { proposal: input } }).start();
  return { actor, calls, sent, opened, view: () => connectProposalSending(actor.getSnapshot()) };
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
});
