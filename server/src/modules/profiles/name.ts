import { sql, type SQL } from 'drizzle-orm';
import { profiles } from '../../db/schema/directory.ts';

// A profile's display name: the business name, or first and last name for people (Profile.name in the contract).

export function profileName(p: { businessName: string | null; firstName: string | null; lastName: string | null }): string {
  const business = p.businessName?.trim();
  if (business) return business;
  return [p.firstName, p.lastName].filter((s): s is string => !!s && s.trim() !== '').join(' ');
}

/** The same rule in SQL, for searching and sorting by name. */
export const profileNameSql: SQL<string> = sql<string>`coalesce(nullif(trim(${profiles.businessName}), ''), trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})))`;
