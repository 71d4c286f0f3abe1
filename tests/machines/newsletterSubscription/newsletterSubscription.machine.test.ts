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
    // Read again: the recipient confirmed through the service meanwhile.
    if (input.kind === 'refresh') return anna('OPTIN');
    if (input.kind === 'subscribe') return anna('PENDING');
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

  it('adds with confirmation (PENDING), reads the confirmation (OPTIN), unsubscribes (OPTOUT), comes back only through a confirmation (PENDING)', async () => {
    const calls: SubscriptionRequest[] = [];
    const actor = start(null, calls);
    actor.send({ type: 'recipient.add', recipient: { Email: 'anna@example.it' }, confirmEmail: true });
    await waitFor(actor, (s) => s.matches('pending'));
    // Nobody confirms for the recipient: the office can only read the status again.
    expect(actor.getSnapshot().can({ type: 'recipient.subscribe' })).toBe(false);
    actor.send({ type: 'recipient.refresh' });
    await waitFor(actor, (s) => s.matches('subscribed'));
    actor.send({ type: 'recipient.unsubscribe' });
    await waitFor(actor, (s) => s.matches('unsubscribed'));
    actor.send({ type: 'recipient.subscribe' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(calls.map((c) => c.kind)).toEqual(['add', 'refresh', 'unsubscribe', 'subscribe']);
    expect(calls[0]).toMatchObject({ target, confirmEmail: true });
  });

  it('keeps the recipient as it was when the service fails, with the failure as the outcome', async () => {
    const actor = start(anna('PENDING'), [], true);
    actor.send({ type: 'recipient.refresh' });
    await waitFor(actor, (s) => !s.matches('calling'));
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context.errorTag).toBe('Server');
    actor.send({ type: 'subscription.dismiss' });
    expect(actor.getSnapshot().context.errorTag).toBeNull();
  });

  it('keeps a consent refusal (409 with its code) as the outcome, the recipient as it was', async () => {
    const refusing = fromPromise<SubscribedRecipient, SubscriptionRequest>(async () => {
      throw { _tag: 'Conflict', message: 'The address is already in this list or group: nothing was changed.', code: 'recipient_exists' };
    });
    const actor = createActor(createNewsletterSubscriptionMachine().provide({ actors: { subscription: refusing } }), { input: { target, recipient: null } });
    actor.start();
    actor.send({ type: 'recipient.add', recipient: { Email: 'anna@example.it' }, confirmEmail: false });
    await waitFor(actor, (s) => !s.matches('calling'));
    expect(actor.getSnapshot().value).toBe('new');
    expect(actor.getSnapshot().context).toMatchObject({ errorTag: 'Conflict', refusal: 'recipient_exists', recipient: null });
    actor.send({ type: 'subscription.dismiss' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('offers no re-subscription to a subscribed recipient and ignores a second call while one is in flight', () => {
    const calls: SubscriptionRequest[] = [];
    const actor = start(anna('OPTIN'), calls);
    actor.send({ type: 'recipient.subscribe' });
    expect(actor.getSnapshot().value).toBe('subscribed');
    actor.send({ type: 'recipient.unsubscribe' });
    actor.send({ type: 'recipient.unsubscribe' });
    expect(calls).toHaveLength(1);
  });
});
