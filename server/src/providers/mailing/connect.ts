import type { Db } from '../../db/client.ts';
import { fakeMailUp } from './fake.ts';
import { mailUpClient, type MailUpSettings, type TokenCache } from './mailUpClient.ts';
import type { MailingProvider } from './provider.ts';

// Which mailing service answers, by configuration: MAILING_PROVIDER=mailup uses the real MailUp REST v1.1 client
// (MAILUP_TOKEN_URL, MAILUP_CONSOLE_URL, MAILUP_CLIENT_ID, MAILUP_CLIENT_SECRET; the URLs default to MailUp's own);
// anything else the built-in fake, so the reference server runs offline and accepts any credentials.

export type MailingCredentials = { readonly username: string; readonly password: string };

type Env = Readonly<Record<string, string | undefined>>;

export const MAILUP_DEFAULTS = {
  tokenUrl: 'https://services.mailup.com/Authorization/OAuth/Token',
  consoleUrl: 'https://services.mailup.com/API/v1.1/Rest/ConsoleService.svc/Console',
} as const;

/** The MailUp settings when the configuration chooses MailUp, else null (the fake). */
export function mailUpSettingsFrom(env: Env): MailUpSettings | null {
  if (env['MAILING_PROVIDER'] !== 'mailup') return null;
  return {
    tokenUrl: env['MAILUP_TOKEN_URL'] || MAILUP_DEFAULTS.tokenUrl,
    consoleUrl: env['MAILUP_CONSOLE_URL'] || MAILUP_DEFAULTS.consoleUrl,
    clientId: env['MAILUP_CLIENT_ID'] ?? '',
    clientSecret: env['MAILUP_CLIENT_SECRET'] ?? '',
  };
}

// Access tokens outlive a request: kept per process so a session signs in once and renews on expiry.
const tokens: TokenCache = new Map();

export function connectMailing(db: Db, tenantId: number, credentials: MailingCredentials, now: () => string, env: Env = process.env): MailingProvider {
  const mailUp = mailUpSettingsFrom(env);
  return mailUp ? mailUpClient(mailUp, credentials, tokens) : fakeMailUp(db, tenantId, now);
}
