import type { ErrorTag } from '../generic/errorTag.ts';

/** A recipient's status in a list, as the mailing service names it (spec §4). */
export type SubscriptionStatus = 'OPTIN' | 'OPTOUT' | 'PENDING';

/** What the statechart needs of a recipient (the API's NewsletterRecipient satisfies it). */
export type SubscribedRecipient = { readonly idRecipient: number; readonly Email: string; readonly Status: SubscriptionStatus };

/** Where the recipient is subscribed: a list, or a group (and with it the group's list). */
export type SubscriptionTarget = { readonly kind: 'list'; readonly listId: number } | { readonly kind: 'group'; readonly listId: number; readonly groupId: number };

/** The recipient's data for adding (MailUp's keys: e-mail, name, fields 1, 2, 3, 8). */
export type RecipientDraft = { readonly Email: string; readonly Name?: string | null; readonly Fields?: readonly { readonly Id: 1 | 2 | 3 | 8; readonly Value: string }[] };

/** The one call in flight, set by the transition into `adding` or `changing`. */
export type SubscriptionRequest =
  | { readonly kind: 'add'; readonly target: SubscriptionTarget; readonly recipient: RecipientDraft; readonly confirmEmail: boolean }
  /** Reads the status again: a pending recipient becomes subscribed only by confirming through the mailing service. */
  | { readonly kind: 'refresh'; readonly target: SubscriptionTarget; readonly idRecipient: number; readonly email: string }
  /** Back after unsubscribing: always through a new confirmation e-mail (double opt-in), never silently. */
  | { readonly kind: 'subscribe'; readonly target: SubscriptionTarget; readonly idRecipient: number; readonly email: string }
  | { readonly kind: 'unsubscribe'; readonly target: SubscriptionTarget; readonly idRecipient: number; readonly email: string };

export type SubscriptionInput<R extends SubscribedRecipient = SubscribedRecipient> = {
  readonly target: SubscriptionTarget;
  /** Null: a recipient still to add. */
  readonly recipient: R | null;
};

export type SubscriptionContext<R extends SubscribedRecipient = SubscribedRecipient> = {
  target: SubscriptionTarget;
  recipient: R | null;
  pending: SubscriptionRequest | null;
  /** Tag of the last failed call: the mailing service failing is `Server` (502), not configured `Conflict` (409). */
  errorTag: ErrorTag | null;
  /** Why the recipient's consent refused the last call (a 409 with a code), if it did. */
  refusal: ConsentRefusal | null;
};

/** The server's consent refusals (409 `code`): already there, waiting for their own confirmation, unsubscribed. */
export type ConsentRefusal = 'recipient_exists' | 'recipient_pending' | 'recipient_unsubscribed';

export type SubscriptionEvent =
  /** `target` narrows the subscription to a group of the list (or back to the list) for this addition. */
  | { type: 'recipient.add'; recipient: RecipientDraft; confirmEmail: boolean; target?: SubscriptionTarget }
  | { type: 'recipient.refresh' }
  | { type: 'recipient.subscribe' }
  | { type: 'recipient.unsubscribe' }
  | { type: 'subscription.dismiss' };
