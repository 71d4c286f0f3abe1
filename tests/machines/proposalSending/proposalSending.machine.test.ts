import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createProposalSendingMachine } from '../../../src/machines/proposalSending/proposalSending.machine.ts';
import type { SendRequest, SendableProposal } from '../../../src/machines/proposalSending/proposalSending.types.ts';

const draft: SendableProposal = { id: 1, status: 'draft', revision: 0 };

const start = (send: (request: SendRequest) => Promise<SendableProposal>) => {
  const requests: SendRequest[] = [];
  const actor = createActor(
    createProposalSendingMachine().provide({
      actors: {
        sendProposal: fromPromise(({ input }) => {
          requests.push(input);
          return send(input);
        }),
        openRevision: fromPromise(async () => ({ ...draft, revision: 1 })),
      },
    }),
    { input: { proposal: draft } },
  );
  actor.start();
  return { actor, requests };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('proposal sending statechart', () => {
  it('starts "for the attention of" from the attention addressees, follows their change, and keeps what the person typed', async () => {
    const addressees = [
      { role: 'company', name: 'Ufficio acquisti' },
      { role: 'attention', name: 'Marta Rossi' },
      { role: 'attention', name: ' Luca Bianchi ' },
    ];
    const requests: SendRequest[] = [];
    const actor = createActor(
      createProposalSendingMachine().provide({
        actors: {
          sendProposal: fromPromise(async ({ input }) => {
            requests.push(input);
            return { ...draft, status: 'sent' as const };
          }),
        },
      }),
      { input: { proposal: { ...draft, addressees } } },
    ).start();
    expect(actor.getSnapshot().context.addressee).toBe('Marta Rossi, Luca Bianchi');
    // The edit form changed the addressees: an untouched field follows.
    actor.send({ type: 'proposal.changed', proposal: { ...draft, addressees: [{ role: 'attention', name: 'Anna Verdi' }] } });
    expect(actor.getSnapshot().context.addressee).toBe('Anna Verdi');
    // Sent unchanged, the request names the line the field showed (the PDF's own default).
    actor.send({ type: 'send.prepare' });
    actor.send({ type: 'send.submit' });
    await settle();
    expect(requests[0]?.addressee).toBe('Anna Verdi');
    // What the person typed stays, whatever the addressees become.
    actor.send({ type: 'send.prepare' });
    actor.send({ type: 'addressee.change', addressee: 'Ing. Verdi' });
    actor.send({ type: 'proposal.changed', proposal: { ...draft, status: 'sent', addressees: [{ role: 'attention', name: 'Someone else' }] } });
    expect(actor.getSnapshot().context.addressee).toBe('Ing. Verdi');
  });

  it('refuses chosen addresses with no recipient, then with no address marked "to", without a call', () => {
    const { actor, requests } = start(async () => ({ ...draft, status: 'sent' }));
    actor.send({ type: 'send.prepare' });
    actor.send({ type: 'target.choose', target: 'addresses' });
    actor.send({ type: 'send.submit' });
    expect(actor.getSnapshot().context.refusal?.key).toBe('proposals.noRecipient');
    actor.send({ type: 'address.add', address: { email: 'cc@cliente.test', sendType: 'cc' } });
    actor.send({ type: 'send.submit' });
    expect(actor.getSnapshot().context.refusal?.key).toBe('proposals.noAddressAsRecipient');
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(requests).toEqual([]);
  });

  it('an undelivered mail leaves the proposal a draft; a retry sends the same request and marks it sent', async () => {
    let fail = true;
    const { actor, requests } = start(async () => {
      if (fail) throw { _tag: 'Server', status: 502, message: 'not delivered' };
      return { ...draft, status: 'sent' };
    });
    actor.send({ type: 'send.prepare' });
    actor.send({ type: 'target.choose', target: 'addresses' });
    actor.send({ type: 'address.add', address: { email: 'to@cliente.test', sendType: 'to' } });
    actor.send({ type: 'send.submit' });
    await settle();
    expect(actor.getSnapshot().matches('undelivered')).toBe(true);
    expect(actor.getSnapshot().context.proposal.status).toBe('draft');
    fail = false;
    actor.send({ type: 'send.retry' });
    await settle();
    expect(actor.getSnapshot().matches('sent')).toBe(true);
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);
  });

  it("keeps the server's refusal (422) in ready, with its message", async () => {
    const { actor } = start(async () => {
      throw { _tag: 'Invalid', fields: { customer_id: ['The customer has no e-mail address: there is no recipient.'] } };
    });
    actor.send({ type: 'send.prepare' });
    actor.send({ type: 'send.submit' });
    await settle();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.serverRefusal).toMatch(/no recipient/);
  });

  it('a new revision goes back to drafting with revision + 1', async () => {
    const { actor } = start(async () => draft);
    actor.send({ type: 'proposal.revise' });
    await settle();
    expect(actor.getSnapshot().matches('drafting')).toBe(true);
    expect(actor.getSnapshot().context.proposal.revision).toBe(1);
  });
});
