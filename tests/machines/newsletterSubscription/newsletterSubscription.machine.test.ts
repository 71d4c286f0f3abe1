import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createNewsletterSubscriptionMachine } from '../../../src/machines/newsletterSubscription/newsletterSubscription.machine.ts';
import type { SubscribedRecipient, SubscriptionRequest } from '../../../src/machines/newsletterSubscription/newsletterSubscription.types.ts';

const target = { kind: 'group' as const, listId: 1, groupId: 2 };
const anna = (Status: SubscribedRecipient['Status']): SubscribedRecipient => ({ idRecipient: 7, Email: 'anna@example.it', Status });

/** A fake service: answers by its rules and records each request. */
const service = (calls: SubscriptionRequest[], fail = false) =>
  fromPromise<SubscribedRecipient, SubscriptionRequest>(async ({ input }) => {
    calls.push(input);
    if (fail) throw { _tag: 'Server', message: 'The mailing service failed: 503' };
    if (input.kind === 'unsubscribe') return anna('OPTOUT');
    if (input.kind === 'confirm') return anna('OPTIN');
    return anna(input.confirmEmail ? 'PENDING' : 'OPTIN');
  });

const start = (recipient: SubscribedRecipient | null, calls: SubscriptionRequest[], fail = false) => {
  const actor = createActor(createNewsletterSubscriptionMachine().provide({ actors: { subscription: service(calls, fail) } }), { input: { target, recipient } });
  actor.start();
  return actor;
};

describe('newsletter subscription statechart', () => {
  it('routes from the status it starts with', () => {
    expect(start(null, []).getSnapshot().value).toBe('new');
    expect(start(anna('PENDING'), []).getSnapshot().value).toBe('pending');
    expect(start(anna('OPTIN'), []).getSnapshot().value).toBe('subscribed');
    expect(start(anna('OPTOUT'), []).getSnapshot().value).toBe('unsubscribed');
  });

  it('adds with confirmation (PENDING), confirms (OPTIN), unsubscribes (OPTOUT), subscribes again without e-mail (OPTIN)', async () => {
    const calls: SubscriptionRequest[] = [];
    const actor = start(null, calls);
    actor.send({ type: 'recipient.add', recipient: { Email: 'anna@example.it' }, confirmEmail: true });
    await waitFor(actor, (s) => s.matches('pending'));
    actor.send({ type: 'recipient.confirm' });
    await waitFor(actor, (s) => s.matches('subscribed'));
    actor.send({ type: 'recipient.unsubscribe' });
    await waitFor(actor, (s) => s.matches('unsubscribed'));
    actor.send({ type: 'recipient.subscribe', confirmEmail: false });
    await waitFor(actor, (s) => s.matches('subscribed'));
    expect(calls.map((c) => c.kind)).toEqual(['add', 'confirm', 'unsubscribe', 'subscribe']);
    expect(calls[0]).toMatchObject({ target, confirmEmail: true });
  });

  it('keeps the recipient as it was when the service fails, with the failure as the outcome', async () => {
    const actor = start(anna('PENDING'), [], true);
    actor.send({ type: 'recipient.confirm' });
    await waitFor(actor, (s) => !s.matches('calling'));
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context.errorTag).toBe('Server');
    actor.send({ type: 'subscription.dismiss' });
    expect(actor.getSnapshot().context.errorTag).toBeNull();
  });

  it('ignores a confirmation of a subscribed recipient and a second call while one is in flight', () => {
    const calls: SubscriptionRequest[] = [];
    const actor = start(anna('OPTIN'), calls);
    actor.send({ type: 'recipient.confirm' });
    expect(actor.getSnapshot().value).toBe('subscribed');
    actor.send({ type: 'recipient.unsubscribe' });
    actor.send({ type: 'recipient.unsubscribe' });
    expect(calls).toHaveLength(1);
  });
});
