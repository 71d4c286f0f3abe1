import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userPreferences } from '../db/schema/core.ts';
import type { TenantInfo } from '../http/context.ts';
import type { Language } from '../../../src/domain/constants/languages.ts';
import { readerLanguage } from './language.ts';

// Whose words a mail is written in. Not the sender's: the recipient's. A user of the tenant reads their own
// `language` preference; anyone else (a customer, someone invited who has no account yet) the tenant's default.

/** The tenant's default language (setting `language`, else Italian). */
export const tenantLanguage = (tenant: TenantInfo): Language => readerLanguage({ tenantDefault: tenant.settings.get('language') });

/**
 * The language of a user of the tenant: their preference, else (when they read it themselves through a client that
 * says, e.g. a calendar app fetching their feed) the client's `Accept-Language`, else the tenant's default.
 */
export async function userLanguage(db: Db, tenant: TenantInfo, userId: number, acceptLanguage?: string | null): Promise<Language> {
  const [row] = await db
    .select({ value: userPreferences.value })
    .from(userPreferences)
    .where(and(eq(userPreferences.tenantId, tenant.id), eq(userPreferences.userId, userId), eq(userPreferences.key, 'language')))
    .limit(1);
  return readerLanguage({ preference: row?.value, acceptLanguage, tenantDefault: tenant.settings.get('language') });
}
