import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import {
  addNewsletterGroupRecipient,
  addNewsletterListRecipient,
  getNewsletterListRecipient,
  listNewsletterCountries,
  subscribeNewsletterGroupRecipient,
  unsubscribeNewsletterListRecipient,
  type NewsletterCountry,
  type NewsletterRecipient,
} from '../../api/newsletter.ts';
import { fromApiEffect } from '../generic/fromApiEffect.ts';
import { createNewsletterSubscriptionMachine } from './newsletterSubscription.machine.ts';
import type { SubscriptionRequest } from './newsletterSubscription.types.ts';

// The subscription statechart bound to the API (as session.logic.ts binds the session): each request sequenced as
// newsletter calls, given a client, so the panel only renders and a test drives it with a fake client, without React.

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

/** The machine on the API's recipients. */
export const newsletterSubscriptionMachine = createNewsletterSubscriptionMachine<NewsletterRecipient>();

export type NewsletterSubscriptionDependencies = {
  readonly client: ApiClient;
  /** The screen reloads the recipients it lists. */
  readonly onChanged: (recipient: NewsletterRecipient) => void;
};

export const createNewsletterSubscriptionLogic = ({ client, onChanged }: NewsletterSubscriptionDependencies) =>
  newsletterSubscriptionMachine.provide({
    actors: { subscription: fromApiEffect((request: SubscriptionRequest) => runSubscription(client, request)) },
    actions: { statusChanged: (_, params) => onChanged(params.recipient) },
  });

/**
 * The countries the add form offers (the mailing service's list). Countries come from the provider; whatever the
 * failure, the field simply offers none: every typed error is consumed here, so the actor always answers a list.
 */
export const createCountriesLookup = (client: ApiClient) =>
  fromApiEffect((_: void): Effect.Effect<readonly NewsletterCountry[]> => Effect.orElseSucceed(listNewsletterCountries(client), (): readonly NewsletterCountry[] => []));

export type NewsletterSubscriptionLogic = ReturnType<typeof createNewsletterSubscriptionLogic>;
