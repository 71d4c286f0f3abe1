import type { ErrorTag } from '../../machines/generic/errorTag.ts';

/** Why the newsletter cannot be used yet: switched off, credentials missing, or not configured (a server without codes). */
export type NewsletterBlock = 'NewsletterDisabled' | 'CredentialsMissing' | 'NotConfigured';

/**
 * What stops the newsletter, from the user's preference known at start-up (`newsletter.enabled`) and the last
 * failed call. A 409 without a code from the newsletter calls means "not configured" (the contract's only 409 there
 * besides consent refusals, which carry codes), never "modified by someone else".
 */
export const newsletterBlock = (errorTag: ErrorTag | null, enabledPreference: unknown): NewsletterBlock | null => {
  if (errorTag === 'NewsletterDisabled' || errorTag === 'CredentialsMissing') return errorTag;
  if (enabledPreference === 'disabled') return 'NewsletterDisabled';
  return errorTag === 'Conflict' ? 'NotConfigured' : null;
};

/** The words of a block (namespace-qualified key). */
export const newsletterBlockKey = (block: NewsletterBlock): string =>
  block === 'NotConfigured' ? 'errors:newsletter.notConfigured' : `ui:error.${block}`;

/** The id the notice carries, so blocked creation buttons can point at their reason (aria-describedby). */
export const NEWSLETTER_NOTICE_ID = 'newsletter-block-reason';
