import type { SnapshotFrom } from 'xstate';
import type { NewsletterSubscriptionMachine } from './newsletterSubscription.machine.ts';
import type { SubscriptionStatus } from './newsletterSubscription.types.ts';

// Narrow reads of the subscription statechart for the screen.

type Snapshot = SnapshotFrom<NewsletterSubscriptionMachine>;

/** The recipient's status, or null while it is still to add. */
export const selectStatus = (snapshot: Snapshot): SubscriptionStatus | null => snapshot.context.recipient?.Status ?? null;

export const selectEmail = (snapshot: Snapshot): string | null => snapshot.context.recipient?.Email ?? null;

/** The kind of call in flight, for the busy button. */
export const selectPendingKind = (snapshot: Snapshot) => snapshot.context.pending?.kind ?? null;

export const selectErrorTag = (snapshot: Snapshot) => snapshot.context.errorTag;

/** Why the recipient's consent refused the last call, if it did. */
export const selectRefusal = (snapshot: Snapshot) => snapshot.context.refusal;
