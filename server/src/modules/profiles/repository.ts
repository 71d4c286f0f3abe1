import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/core.ts';
import { runNamed } from '../../db/named.ts';

import { profileContacts, profiles } from '../../db/schema/directory.ts';
import { isFailure, type Failure } from '../../http/failure.ts';
import type { Pagination } from '../../http/pagination.ts';
import { searchAny } from '../../shared/listing/search.ts';
import { byWords, orderBy, type ListSort } from '../../shared/listing/sort.ts';
import { profileNameSql } from './name.ts';
import { presentMedia } from '../../media/store.ts';
import { presentContact, presentSummary, withParts, type ProfileBase, type ProfileView } from './present.ts';
import { profileViewsSql } from './wireSql.ts';
import { rowsOf } from '../../db/rows.ts';

/** owner_type of profile attachments in the shared media table. */
export const PROFILE_MEDIA = 'profile';

export type ProfileFilter = {
  readonly types?: readonly (typeof profiles.$inferSelect)['type'][] | undefined;
  readonly search?: unknown;
  readonly categoryId?: number | undefined;
  readonly brandId?: number | undefined;
  readonly companyId?: number | undefined;
  readonly agentId?: number | undefined;
};

const SORTS = {
  name: profileNameSql,
  type: byWords(profiles.type, 'profileTypes'),
  city: profiles.city,
  vat_number: profiles.vatNumber,
  created_at: profiles.createdAt,
  updated_at: profiles.updatedAt,
  id: profiles.id,
};

/** Profiles shown in lists: neither soft-deleted nor merged into another one. */
export const listable = (tenantId: number): SQL | undefined =>
  and(eq(profiles.tenantId, tenantId), isNull(profiles.deletedAt), isNull(profiles.mergedIntoId));

function where(tenantId: number, f: ProfileFilter): SQL | undefined {
  return and(
    listable(tenantId),
    f.types && f.types.length > 0 ? inArray(profiles.type, [...f.types]) : undefined,
    f.categoryId !== undefined ? eq(profiles.categoryId, f.categoryId) : undefined,
    f.brandId !== undefined ? eq(profiles.brandId, f.brandId) : undefined,
    f.companyId !== undefined ? eq(profiles.companyId, f.companyId) : undefined,
    f.agentId !== undefined ? eq(profiles.agentId, f.agentId) : undefined,
    searchAny(f.search, [profileNameSql, profiles.vatNumber, profiles.fiscalCode, profiles.email, profiles.city]),
  );
}

export async function listProfiles(
  db: Db,
  tenantId: number,
  filter: ProfileFilter,
  sort: ListSort,
  page: Pagination,
): Promise<{ rows: ProfileView[]; total: number } | Failure> {
  const order = orderBy(sort.sort, SORTS, [asc(profileNameSql)], profiles.id, sort.language);
  if (isFailure(order)) return order;
  const condition = where(tenantId, filter);
  // The page's ids in order, then the page's wire objects built by the database as ONE JSON text (as the tasks list
  // does): on the embedded database every value read costs, and a 10,000-row export read 30 columns and four joined
  // names per row through the driver (5–10 s, server/bench/exports.ts; docs/benchmarks.md).
  const ids = sql`array(select ${profiles.id} from ${profiles} where ${condition} order by ${sql.join(order, sql`, `)} limit ${page.limit} offset ${page.offset})`;
  const [counted] = await db.select({ n: count() }).from(profiles).where(condition);
  return { rows: await views(db, tenantId, ids), total: counted?.n ?? 0 };
}

/** Rows of `items` grouped by a key, each group in the items' order. */
const groupBy = <T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};

/** A profile of the tenant (merged ones included: they stay readable), or null when missing or deleted. */
export async function findProfile(db: Db, tenantId: number, id: number): Promise<ProfileView | null> {
  const ids = sql`array(select ${profiles.id} from ${profiles} where ${and(eq(profiles.tenantId, tenantId), eq(profiles.id, id), isNull(profiles.deletedAt))})`;
  const [view] = await views(db, tenantId, ids);
  return view ?? null;
}

/** The bare row, for rules (type, merged) before a change. */
export async function findProfileRow(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, id), isNull(profiles.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The wire profiles of `ids` (an SQL integer array, in the order wanted): the profile, its address and its related
 * records' names from the database as one JSON text; contacts, associated profiles and media added per page.
 */
async function views(db: Db, tenantId: number, ids: SQL): Promise<ProfileView[]> {
  const [row] = rowsOf(await runNamed(db, profileViewsSql(ids)));
  const bases = JSON.parse(typeof row?.data === 'string' ? row.data : '[]') as ProfileBase[];
  if (bases.length === 0) return [];
  const pageIds = bases.map((b) => b.id);
  const contacts = await db
    .select()
    .from(profileContacts)
    .where(and(eq(profileContacts.tenantId, tenantId), inArray(profileContacts.profileId, pageIds)))
    .orderBy(asc(profileContacts.position), asc(profileContacts.id));
  const companyIds = bases.filter((b) => b.type === 'company').map((b) => b.id);
  const associated =
    companyIds.length === 0
      ? []
      : await db
          .select({ id: profiles.id, type: profiles.type, businessName: profiles.businessName, firstName: profiles.firstName, lastName: profiles.lastName, companyProfileId: profiles.companyProfileId })
          .from(profiles)
          .where(and(listable(tenantId), inArray(profiles.companyProfileId, companyIds)))
          .orderBy(asc(profileNameSql), asc(profiles.id));
  const files = await db
    .select()
    .from(media)
    .where(and(eq(media.tenantId, tenantId), eq(media.ownerType, PROFILE_MEDIA), inArray(media.ownerId, pageIds)))
    .orderBy(asc(media.id));
  // Grouped once: a page of 1,000 rows looked each row's parts up in the whole page's parts.
  const contactsOf = groupBy(contacts, (c) => c.profileId);
  const associatedOf = groupBy(associated, (a) => a.companyProfileId);
  const filesOf = groupBy(files, (f) => f.ownerId);
  return bases.map((b) =>
    withParts(b, {
      contacts: (contactsOf.get(b.id) ?? []).map(presentContact),
      associated: (associatedOf.get(b.id) ?? []).map(presentSummary),
      media: (filesOf.get(b.id) ?? []).map(presentMedia),
    }),
  );
}

/** Ids of `ids` that are live profiles of the tenant. */
export async function existingProfileIds(db: Db, tenantId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, [...ids]), isNull(profiles.deletedAt)));
  return new Set(rows.map((r) => r.id));
}
