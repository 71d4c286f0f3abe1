import type { AnyMachineSnapshot } from 'xstate';
import { createNewsletterSubscriptionMachine } from '../../newsletterSubscription/newsletterSubscription.machine.ts';
import type { SubscribedRecipient, SubscriptionRequest, SubscriptionStatus } from '../../newsletterSubscription/newsletterSubscription.types.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry, type SampleEvent } from '../registryEntry.ts';

const machine = createNewsletterSubscriptionMachine();

const target = { kind: 'list' as const, listId: 1 };

const recipient = (Status: SubscriptionStatus): SubscribedRecipient => ({ idRecipient: 7, Email: 'anna@example.it', Status });

const pendingOf = (snapshot: AnyMachineSnapshot): SubscriptionRequest | null => {
  const pending: unknown = snapshot.context.pending;
  return typeof pending === 'object' && pending !== null && 'kind' in pending ? (pending as SubscriptionRequest) : null;
};

/**
 * The statuses the mailing service may answer for a request (its rules, spec §4 and the contract): reading a pending
 * recipient again finds them still pending, or subscribed once they confirmed through the service.
 */
export const answeredStatuses = (request: SubscriptionRequest): readonly SubscriptionStatus[] => {
  switch (request.kind) {
    case 'add':
      return [request.confirmEmail ? 'PENDING' : 'OPTIN'];
    case 'subscribe':
      return ['PENDING'];
    case 'refresh':
      return ['PENDING', 'OPTIN'];
    case 'unsubscribe':
      return ['OPTOUT'];
  }
};

export const newsletterSubscriptionEntry: MachineRegistryEntry = {
  id: 'newsletterSubscription',
  titleKey: 'machines.newsletterSubscription.title',
  descriptionKey: 'machines.newsletterSubscription.description',
  machine,
  stubbed: machine.provide({ actors: { subscription: neverSettling() } }),
  paths: {
    strategy: 'shortestAndSimple',
    limit: 2000,
    starts: [
      { id: 'new', labelKey: 'starts.newsletterSubscription.new', input: { target, recipient: null } },
      { id: 'pending', labelKey: 'starts.newsletterSubscription.pending', input: { target, recipient: recipient('PENDING') } },
      { id: 'subscribed', labelKey: 'starts.newsletterSubscription.subscribed', input: { target, recipient: recipient('OPTIN') } },
      { id: 'unsubscribed', labelKey: 'starts.newsletterSubscription.unsubscribed', input: { target, recipient: recipient('OPTOUT') } },
    ],
    // The call answers the recipient in a status the service gives (see answeredStatuses); the service failing
    // (502), the recipient's consent refusing (409) and the network are the other outcomes.
    events: (snapshot): readonly SampleEvent[] => {
      const pending = pendingOf(snapshot);
      return [
        { type: 'recipient.add', recipient: { Email: 'anna@example.it', Name: 'Anna Bianchi', Fields: [{ Id: 1, Value: 'Anna' }] }, confirmEmail: true },
        { type: 'recipient.add', recipient: { Email: 'anna@example.it', Name: 'Anna Bianchi', Fields: [{ Id: 1, Value: 'Anna' }] }, confirmEmail: false },
        { type: 'recipient.refresh' },
        { type: 'recipient.unsubscribe' },
        { type: 'recipient.subscribe' },
        { type: 'subscription.dismiss' },
        ...(pending ? answeredStatuses(pending).map((status) => actorDone('subscription', recipient(status))) : []),
        actorError('subscription', taggedError('Server', { message: 'The mailing service failed: 503' })),
        actorError('subscription', taggedError('Conflict', { message: 'The address is already in this list or group: nothing was changed.', code: 'recipient_exists' })),
        actorError('subscription', taggedError('Network')),
      ];
    },
  },
};
