import type { ConsentRefusal } from './newsletterSubscription.types.ts';

const REFUSALS: readonly string[] = ['recipient_exists', 'recipient_pending', 'recipient_unsubscribed'] satisfies readonly ConsentRefusal[];

/** The consent refusal a failed call carries (a Conflict with one of the server's codes), or null. */
export const consentRefusalOf = (error: unknown): ConsentRefusal | null => {
  if (typeof error !== 'object' || error === null || !('_tag' in error) || error._tag !== 'Conflict' || !('code' in error)) return null;
  const code = error.code;
  return typeof code === 'string' && REFUSALS.includes(code) ? (code as ConsentRefusal) : null;
};
