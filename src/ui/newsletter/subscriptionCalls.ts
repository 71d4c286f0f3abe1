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
 * list afterwards. Confirming is subscribing without a confirmation e-mail: for a list, adding the address again
 * (same recipient, OPTIN); for a group, the group's subscribe call. Unsubscribing is from the list (OPTOUT there,
 * and out of its groups).
 */
export const runSubscription = (client: ApiClient, request: SubscriptionRequest): Effect.Effect<NewsletterRecipient, ApiError> => {
  const { target } = request;
  const reread = (idRecipient: number) => getNewsletterListRecipient(client, target.listId, idRecipient);
  switch (request.kind) {
    case 'add':
      return target.kind === 'group'
        ? addNewsletterGroupRecipient(client, target.groupId, { ...request.recipient, Fields: request.recipient.Fields ? [...request.recipient.Fields] : undefined }, request.confirmEmail)
        : addNewsletterListRecipient(client, target.listId, { ...request.recipient, Fields: request.recipient.Fields ? [...request.recipient.Fields] : undefined }, request.confirmEmail);
    case 'confirm':
    case 'subscribe': {
      const confirmEmail = request.kind === 'subscribe' ? request.confirmEmail : false;
      return target.kind === 'group'
        ? Effect.flatMap(subscribeNewsletterGroupRecipient(client, target.groupId, request.idRecipient, confirmEmail), () => reread(request.idRecipient))
        : addNewsletterListRecipient(client, target.listId, { Email: request.email }, confirmEmail);
    }
    case 'unsubscribe':
      return Effect.flatMap(unsubscribeNewsletterListRecipient(client, target.listId, request.idRecipient), () => reread(request.idRecipient));
  }
};
