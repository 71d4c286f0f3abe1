import { and, asc, desc, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Schema } from '../../http/operationTypes.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/directory.ts';
import { containsPattern } from '../../shared/listing/search.ts';
import { profileNameSql } from './name.ts';
import { listable } from './repository.ts';
import { hasTrigram } from './trigram.ts';

// Likely duplicates of a profile being typed (contract findProfileDuplicates): same VAT number, same e-mail, or a
// similar name. With pg_trgm the name is compared by trigram similarity; without it, by the fallback below.

export type DuplicateQuery = { readonly name?: string | undefined; readonly vatNumber?: string | undefined; readonly email?: string | undefined; readonly excludeId?: number | undefined };

export type DuplicateReason = 'vat_number' | 'email' | 'name';

export type DuplicateView = {
  readonly id: number;
  readonly name: string;
  readonly type: Schema<'ProfileType'>;
  readonly vat_number: string | null;
  readonly email: string | null;
  readonly city: string | null;
  readonly reason: DuplicateReason;
};

/** Words that say nothing about which party a name is: Italian legal forms and connectives. */
const NOISE = new Set(['srl', 'srls', 'spa', 'snc', 'sas', 'sapa', 'scarl', 'scrl', 'soc', 'coop', 'societa', 'ditta', 'the', 'and', 'di', 'del', 'della', 'dei', 'e']);

/** "Rossi & Figli S.r.l." → ['rossi', 'figli']: lower case, accents and punctuation gone, legal forms dropped. */
export function nameTokens(name: string): string[] {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // "S.r.l." and "s.p.a." become one word before punctuation splits the rest.
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1')
    .replace(/[^a-z0-9]+/g, ' ');
  return [...new Set(plain.split(' ').filter((w) => w.length >= 3 && !NOISE.has(w)))];
}

/** "IT 012.345.678-90" → "01234567890": what two writings of one VAT number share. */
export const normalVat = (vat: string): string => vat.toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/^IT(?=\d{11}$)/, '');

const vatSql = sql`regexp_replace(upper(regexp_replace(coalesce(${profiles.vatNumber}, ''), '[^A-Za-z0-9]', '', 'g')), '^IT([0-9]{11})$', '\\1')`;

const MIN_SIMILARITY = 0.4;
const MIN_WORD_SIMILARITY = 0.6;
const LIMIT = 10;

function nameCondition(name: string, trigram: boolean): SQL | undefined {
  const tokens = nameTokens(name);
  if (tokens.length === 0) return undefined;
  // Fallback (and a complement to trigrams for short names inside long ones): every meaningful word appears.
  const allTokens = and(...tokens.map((t) => sql`lower(${profileNameSql}) like ${containsPattern(t)}`));
  if (!trigram) return allTokens;
  const typed = name.trim().toLowerCase();
  return or(
    sql`similarity(lower(${profileNameSql}), ${typed}) >= ${MIN_SIMILARITY}`,
    sql`word_similarity(${typed}, lower(${profileNameSql})) >= ${MIN_WORD_SIMILARITY}`,
    allTokens,
  );
}

export async function findDuplicates(db: Db, tenantId: number, q: DuplicateQuery): Promise<DuplicateView[]> {
  const vat = q.vatNumber ? normalVat(q.vatNumber) : '';
  const email = q.email?.trim().toLowerCase() ?? '';
  const trigram = await hasTrigram(db);
  const byVat = vat.length >= 5 ? sql`${vatSql} = ${vat}` : undefined;
  const byEmail = email.includes('@') ? sql`lower(trim(${profiles.email})) = ${email}` : undefined;
  const byName = q.name ? nameCondition(q.name, trigram) : undefined;
  const any = or(byVat, byEmail, byName);
  if (!any) return [];
  const whens = [byVat ? { when: byVat, reason: 'vat_number', rank: 0 } : null, byEmail ? { when: byEmail, reason: 'email', rank: 1 } : null].filter((w) => w !== null);
  // CASE needs at least one WHEN: with only a name typed, every match is a name match.
  const reason = whens.length === 0 ? sql<DuplicateReason>`'name'` : sql<DuplicateReason>`case ${sql.join(whens.map((w) => sql`when ${w.when} then ${sql.raw(`'${w.reason}'`)}`), sql` `)} else 'name' end`;
  const rank = whens.length === 0 ? sql<number>`2` : sql<number>`case ${sql.join(whens.map((w) => sql`when ${w.when} then ${sql.raw(String(w.rank))}`), sql` `)} else 2 end`;
  const closeness = trigram && q.name ? [desc(sql<number>`similarity(lower(${profileNameSql}), ${q.name.trim().toLowerCase()})`)] : [];
  const rows = await db
    .select({ id: profiles.id, name: profileNameSql, type: profiles.type, vat_number: profiles.vatNumber, email: profiles.email, city: profiles.city, reason })
    .from(profiles)
    .where(and(listable(tenantId), q.excludeId !== undefined ? ne(profiles.id, q.excludeId) : undefined, any))
    .orderBy(asc(rank), ...closeness, asc(profileNameSql), asc(profiles.id))
    .limit(LIMIT);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
