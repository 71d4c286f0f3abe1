import type { ErrorTag } from '../generic/errorTag.ts';
import type { ConsentRefusal, RecipientDraft, SubscribedRecipient, SubscriptionContext, SubscriptionEvent, SubscriptionStatus, SubscriptionTarget } from './newsletterSubscription.types.ts';

// What the subscription panel shows and may send, from a snapshot alone (DESIGN.md §6): a control is enabled when
// the machine would take its event (`snapshot.can`), never by a rule redone in the view. Pure: tested without React.

type Probe = Extract<SubscriptionEvent, { type: 'recipient.refresh' | 'recipient.subscribe' | 'recipient.unsubscribe' }>;

type Snapshot = {
  readonly context: SubscriptionContext<SubscribedRecipient>;
  can(event: Probe): boolean;
};

export type SubscriptionControl = { readonly disabled: boolean; readonly loading: boolean; readonly onPress: () => void };

/** Why the last call failed, in the words the panel picks: the consent's refusal, the service, its configuration, or the tag. */
export type SubscriptionFailure =
  | { readonly kind: 'refused'; readonly refusal: ConsentRefusal }
  | { readonly kind: 'serviceFailed' }
  | { readonly kind: 'notConfigured' }
  | { readonly kind: 'failed'; readonly tag: ErrorTag };

export type SubscriptionView = {
  /** Null while the recipient is still to add. */
  readonly status: SubscriptionStatus | null;
  readonly email: string | null;
  /** The add form's submit: busy while the addition is on its way. */
  readonly add: { readonly busy: boolean; readonly onAdd: (recipient: RecipientDraft, confirmEmail: boolean, target: SubscriptionTarget) => void };
  /** Reading the status again: offered while the recipient's confirmation is awaited. */
  readonly refresh: SubscriptionControl | null;
  /** Back with a confirmation e-mail once unsubscribed, otherwise out of the list. */
  readonly change: ({ readonly kind: 'subscribe' } | { readonly kind: 'unsubscribe' }) & SubscriptionControl;
  readonly failure: SubscriptionFailure | null;
  readonly dismiss: () => void;
};

const failureOf = (errorTag: ErrorTag | null, refusal: ConsentRefusal | null): SubscriptionFailure | null => {
  if (errorTag === null) return null;
  if (refusal !== null) return { kind: 'refused', refusal };
  // The service failing answers 502, a list without the service configured 409 (without a consent code).
  if (errorTag === 'Server') return { kind: 'serviceFailed' };
  if (errorTag === 'Conflict') return { kind: 'notConfigured' };
  return { kind: 'failed', tag: errorTag };
};

export const connectNewsletterSubscription = (snapshot: Snapshot, send: (event: SubscriptionEvent) => void): SubscriptionView => {
  const { context } = snapshot;
  const status = context.recipient?.Status ?? null;
  const pending = context.pending?.kind ?? null;
  // The busy control stays enabled-looking while its own call runs (it shows the spinner instead).
  const control = (event: Probe, kind: 'refresh' | 'subscribe' | 'unsubscribe'): SubscriptionControl => ({
    disabled: !snapshot.can(event) && pending !== kind,
    loading: pending === kind,
    onPress: () => send(event),
  });
  return {
    status,
    email: context.recipient?.Email ?? null,
    add: { busy: pending === 'add', onAdd: (recipient, confirmEmail, target) => send({ type: 'recipient.add', recipient, confirmEmail, target }) },
    refresh: status === 'PENDING' ? control({ type: 'recipient.refresh' }, 'refresh') : null,
    change: status === 'OPTOUT' ? { kind: 'subscribe', ...control({ type: 'recipient.subscribe' }, 'subscribe') } : { kind: 'unsubscribe', ...control({ type: 'recipient.unsubscribe' }, 'unsubscribe') },
    failure: failureOf(context.errorTag, context.refusal),
    dismiss: () => send({ type: 'subscription.dismiss' }),
  };
};
