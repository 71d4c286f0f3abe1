import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { media, users } from '../../db/schema/core.ts';
import { companies, profileBrands, profileCategories, profileContacts, profiles } from '../../db/schema/directory.ts';
import { isFailure, type Failure } from '../../http/failure.ts';
import type { Pagination } from '../../http/pagination.ts';
import { searchAny } from '../../shared/listing/search.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import { profileNameSql } from './name.ts';
import { presentMedia } from '../../media/store.ts';
import { presentContact, presentProfile, presentSummary, type ProfileJoined, type ProfileView } from './present.ts';

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

const agent = alias(users, 'agent');

const SORTS = {
  name: profileNameSql,
  type: profiles.type,
  city: profiles.city,
  vat_number: profiles.vatNumber,
  created_at: profiles.createdAt,
  updated_at: profiles.updatedAt,
  id: profiles.id,
};

function baseQuery(db: Db) {
  return db
    .select({
      p: profiles,
      category: { id: profileCategories.id, name: profileCategories.name },
      brand: { id: profileBrands.id, name: profileBrands.name },
      company: { id: companies.id, name: companies.name },
      agent: { id: agent.id, name: agent.name, email: agent.email, avatarUrl: agent.avatarUrl },
    })
    .from(profiles)
    .leftJoin(profileCategories, eq(profileCategories.id, profiles.categoryId))
    .leftJoin(profileBrands, eq(profileBrands.id, profiles.brandId))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .leftJoin(agent, eq(agent.id, profiles.agentId));
}

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
  sort: unknown,
  page: Pagination,
): Promise<{ rows: ProfileView[]; total: number } | Failure> {
  const order = orderBy(sort, SORTS, [asc(profileNameSql)], profiles.id);
  if (isFailure(order)) return order;
  const condition = where(tenantId, filter);
  const rows = await baseQuery(db).where(condition).orderBy(...order).limit(page.limit).offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(profiles).where(condition);
  return { rows: await withParts(db, tenantId, rows), total: counted?.n ?? 0 };
}

/** A profile of the tenant (merged ones included: they stay readable), or null when missing or deleted. */
export async function findProfile(db: Db, tenantId: number, id: number): Promise<ProfileView | null> {
  const rows = await baseQuery(db)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, id), isNull(profiles.deletedAt)))
    .limit(1);
  const [view] = await withParts(db, tenantId, rows);
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

async function withParts(db: Db, tenantId: number, rows: ProfileJoined[]): Promise<ProfileView[]> {
  const ids = rows.map((r) => r.p.id);
  if (ids.length === 0) return [];
  const contacts = await db
    .select()
    .from(profileContacts)
    .where(and(eq(profileContacts.tenantId, tenantId), inArray(profileContacts.profileId, ids)))
    .orderBy(asc(profileContacts.position), asc(profileContacts.id));
  const companyIds = rows.filter((r) => r.p.type === 'company').map((r) => r.p.id);
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
    .where(and(eq(media.tenantId, tenantId), eq(media.ownerType, PROFILE_MEDIA), inArray(media.ownerId, ids)))
    .orderBy(asc(media.id));
  return rows.map((r) =>
    presentProfile(r, {
      contacts: contacts.filter((c) => c.profileId === r.p.id).map(presentContact),
      associated: associated.filter((a) => a.companyProfileId === r.p.id).map(presentSummary),
      media: files.filter((f) => f.ownerId === r.p.id).map(presentMedia),
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
