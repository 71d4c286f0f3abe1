import { assign, fromPromise, setup } from 'xstate';
import { errorTagOf } from '../generic/errorTag.ts';
import { consentRefusalOf } from './consentRefusal.ts';
import type { RecipientDraft, SubscribedRecipient, SubscriptionTarget, SubscriptionContext, SubscriptionEvent, SubscriptionInput, SubscriptionRequest } from './newsletterSubscription.types.ts';

/**
 * A recipient's subscription to a newsletter list or group (spec §4, §7, §9). Resting states mirror the status at
 * the mailing service: `new` (not added yet), `pending` (PENDING: a confirmation e-mail was sent, double opt-in),
 * `subscribed` (OPTIN), `unsubscribed` (OPTOUT). Adding asks for the confirmation e-mail or not (`confirmEmail`,
 * default false: OPTIN at once). Consent is the recipient's: a pending recipient becomes subscribed only by
 * confirming through the mailing service (the office can read the status again, not confirm for them); an
 * unsubscribed one comes back only through a new confirmation e-mail. Unsubscribing makes it OPTOUT. One call at a
 * time; the status after each call is the one the service answers (`routing` decides from it), and a failure of the
 * service (502), a refusal of the recipient's consent or a missing configuration (409), or the network is kept as
 * the outcome, with the recipient as it was.
 */
export const createNewsletterSubscriptionMachine = <R extends SubscribedRecipient = SubscribedRecipient>() =>
  setup({
    types: {
      context: {} as SubscriptionContext<R>,
      events: {} as SubscriptionEvent,
      input: {} as SubscriptionInput<R>,
    },
    actors: {
      // Runs the request and answers the recipient as the service then reads it.
      subscription: fromPromise<R, SubscriptionRequest>(async () => {
        throw new Error('subscription must be provided by the screen');
      }),
    },
    guards: {
      isNew: ({ context }) => context.recipient === null,
      isPending: ({ context }) => context.recipient?.Status === 'PENDING',
      isOptOut: ({ context }) => context.recipient?.Status === 'OPTOUT',
    },
    actions: {
      requestAdd: assign(({ context }, params: { recipient: RecipientDraft; confirmEmail: boolean; target: SubscriptionTarget | undefined }) => {
        const target = params.target ?? context.target;
        return { target, pending: { kind: 'add' as const, target, recipient: params.recipient, confirmEmail: params.confirmEmail }, errorTag: null, refusal: null };
      }),
      requestChange: assign(({ context }, params: { kind: 'refresh' | 'unsubscribe' | 'subscribe' }) => {
        const recipient = context.recipient;
        if (!recipient) return {};
        const pending: SubscriptionRequest = { kind: params.kind, target: context.target, idRecipient: recipient.idRecipient, email: recipient.Email };
        return { pending, errorTag: null, refusal: null };
      }),
      storeRecipient: assign((_, params: { recipient: R }) => ({ recipient: params.recipient, pending: null })),
      storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error), refusal: consentRefusalOf(params.error), pending: null })),
      dismiss: assign({ errorTag: null, refusal: null }),
      /** Named effect: the screen reloads the recipients it lists. */
      statusChanged: (_, _params: { recipient: R }) => undefined,
    },
  }).createMachine({
    id: 'newsletterSubscription',
    context: ({ input }) => ({ target: input.target, recipient: input.recipient, pending: null, errorTag: null, refusal: null }),
    initial: 'routing',
    states: {
      // Decides the resting state from the recipient's status: at start and after every answer.
      routing: {
        always: [{ guard: 'isNew', target: 'new' }, { guard: 'isPending', target: 'pending' }, { guard: 'isOptOut', target: 'unsubscribed' }, { target: 'subscribed' }],
      },
      new: {
        on: {
          'recipient.add': { target: 'calling', actions: { type: 'requestAdd', params: ({ event }) => ({ recipient: event.recipient, confirmEmail: event.confirmEmail, target: event.target }) } },
          'subscription.dismiss': { actions: 'dismiss' },
        },
      },
      pending: {
        on: {
          'recipient.refresh': { target: 'calling', actions: { type: 'requestChange', params: { kind: 'refresh' } } },
          'recipient.unsubscribe': { target: 'calling', actions: { type: 'requestChange', params: { kind: 'unsubscribe' } } },
          'subscription.dismiss': { actions: 'dismiss' },
        },
      },
      subscribed: {
        on: {
          'recipient.unsubscribe': { target: 'calling', actions: { type: 'requestChange', params: { kind: 'unsubscribe' } } },
          'subscription.dismiss': { actions: 'dismiss' },
        },
      },
      unsubscribed: {
        on: {
          'recipient.subscribe': { target: 'calling', actions: { type: 'requestChange', params: { kind: 'subscribe' } } },
          'subscription.dismiss': { actions: 'dismiss' },
        },
      },
      // The one call in flight; its request was set by the transition that came here.
      calling: {
        invoke: {
          id: 'subscription',
          src: 'subscription',
          input: ({ context }) => {
            if (!context.pending) throw new Error('no subscription request');
            return context.pending;
          },
          onDone: {
            target: 'routing',
            actions: [
              { type: 'storeRecipient', params: ({ event }) => ({ recipient: event.output }) },
              { type: 'statusChanged', params: ({ event }) => ({ recipient: event.output }) },
            ],
          },
          onError: { target: 'routing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
    },
  });

export type NewsletterSubscriptionMachine<R extends SubscribedRecipient = SubscribedRecipient> = ReturnType<typeof createNewsletterSubscriptionMachine<R>>;
