import type { Db } from '../../db/client.ts';
import { fakeMailUp } from './fake.ts';
import type { MailingProvider } from './provider.ts';

// Which mailing service answers. Only the built-in fake exists: Bottega's reference server runs offline, and the
// fake accepts any credentials (a real MailUp client would exchange them for a token here and could fail → 502).

export type MailingCredentials = { readonly username: string; readonly password: string };

export function connectMailing(db: Db, tenantId: number, _credentials: MailingCredentials, now: () => string): MailingProvider {
  return fakeMailUp(db, tenantId, now);
}
