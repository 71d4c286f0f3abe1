import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import {
  addNewsletterGroupRecipient,
  addNewsletterListRecipient,
  getNewsletterListRecipient,
  subscribeNewsletterGroupRecipient,
  unsubscribeNewsletterListRecipient,
  type NewsletterRecipient,
} from '../../api/newsletter.ts';
import type { ApiError } from '../../api/errors.ts';
import type { SubscriptionRequest } from '../../machines/newsletterSubscription/newsletterSubscription.types.ts';

/**
 * The subscription statechart's requests as newsletter calls, each answering the recipient with its status in the
 * list afterwards. Reading again is the list's recipient read (a pending recipient subscribes only by confirming
 * through the mailing service). Subscribing again is with a confirmation e-mail, always: for a list, adding the
 * address again; for a group, the group's subscribe call. Unsubscribing is from the list (OPTOUT there, and out of
 * its groups).
 */
export const runSubscription = (client: ApiClient, request: SubscriptionRequest): Effect.Effect<NewsletterRecipient, ApiError> => {
  const { target } = request;
  const reread = (idRecipient: number) => getNewsletterListRecipient(client, target.listId, idRecipient);
  switch (request.kind) {
    case 'add':
      return target.kind === 'group'
        ? addNewsletterGroupRecipient(client, target.groupId, { ...request.recipient, Fields: request.recipient.Fields ? [...request.recipient.Fields] : undefined }, request.confirmEmail)
        : addNewsletterListRecipient(client, target.listId, { ...request.recipient, Fields: request.recipient.Fields ? [...request.recipient.Fields] : undefined }, request.confirmEmail);
    case 'refresh':
      return reread(request.idRecipient);
    case 'subscribe':
      return target.kind === 'group'
        ? Effect.flatMap(subscribeNewsletterGroupRecipient(client, target.groupId, request.idRecipient, true), () => reread(request.idRecipient))
        : addNewsletterListRecipient(client, target.listId, { Email: request.email }, true);
    case 'unsubscribe':
      return Effect.flatMap(unsubscribeNewsletterListRecipient(client, target.listId, request.idRecipient), () => reread(request.idRecipient));
  }
};
