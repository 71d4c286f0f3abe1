import type { Db } from '../../db/client.ts';
import { getPreference } from '../../keyValue/preferences.ts';
import { connectMailing, type MailingCredentials } from '../../providers/mailing/connect.ts';
import type { MailingProvider } from '../../providers/mailing/provider.ts';
import { conflict, type Failure } from '../../http/failure.ts';
import { message, type Message } from '../../i18n/message.ts';

// The newsletter is usable only when the signed-in user's preferences enable it and hold the mailing-service
// credentials (spec §5, contract tag `recipients`).

/** Why the newsletter cannot be used by this user, or null when it can: switched off, or credentials missing. */
export const notConfiguredReason = (settings: NewsletterSettings): Message | null =>
  !settings.enabled ? message('newsletter.disabled') : !settings.username || !settings.password ? message('newsletter.credentialsMissing') : null;

/**
 * The refusal of a newsletter call the user cannot make yet: its own words and a stable `code` (`newsletter_disabled`,
 * `newsletter_credentials_missing`) so a client tells it from a real conflict. Still 409 as the contract documents.
 */
export function notConfigured(settings: NewsletterSettings): Failure {
  const code = settings.enabled ? 'newsletter_credentials_missing' : 'newsletter_disabled';
  return { ...conflict(notConfiguredReason(settings) ?? message('newsletter.disabled')), extra: { code } };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** The stored settings as they are, for the settings screen (the password only as "set or not"). */
export type NewsletterSettings = { readonly enabled: boolean; readonly username: string | null; readonly password: string | null };

export async function newsletterSettings(db: Db, tenantId: number, userId: number): Promise<NewsletterSettings> {
  const [enabled, username, password] = await Promise.all(
    ['newsletter.enabled', 'newsletter.username', 'newsletter.password'].map((key) => getPreference(db, tenantId, userId, key)),
  );
  return { enabled: enabled?.value === 'enabled', username: text(username?.value), password: text(password?.value) };
}

export async function newsletterCredentials(db: Db, tenantId: number, userId: number): Promise<MailingCredentials | null> {
  const settings = await newsletterSettings(db, tenantId, userId);
  if (!settings.enabled || !settings.username || !settings.password) return null;
  return { username: settings.username, password: settings.password };
}

export async function newsletterProvider(db: Db, tenantId: number, userId: number, now: () => string): Promise<MailingProvider | null> {
  const credentials = await newsletterCredentials(db, tenantId, userId);
  return credentials ? connectMailing(db, tenantId, credentials, now) : null;
}
