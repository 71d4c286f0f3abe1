import type { components } from '../../../../src/api/schema.gen.ts';
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media, users } from '../../db/schema/core.ts';
import { documents } from '../../db/schema/documents.ts';
import { profiles } from '../../db/schema/directory.ts';
import { isFailure, type Failure } from '../../http/failure.ts';
import type { Pagination } from '../../http/pagination.ts';
import type { MediaRow } from '../../media/store.ts';
import { searchAny } from '../../shared/listing/search.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import { profileNameSql } from '../profiles/name.ts';

// Documents with their file (core media, owner_type 'document'), profile and uploader, always scoped by tenant.

export const DOCUMENT_MEDIA = 'document';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentValues = Omit<typeof documents.$inferInsert, 'id' | 'tenantId'>;
export type DocumentView = {
  readonly row: DocumentRow;
  readonly file: MediaRow;
  readonly profile: { id: number; name: string; type: components['schemas']['ProfileType'] } | null;
  readonly createdBy: { id: number; name: string; email: string; avatar_url: string | null } | null;
};

export type DocumentFilter = { readonly category?: string | undefined; readonly profileId?: number | undefined; readonly search?: unknown };

const SORTS = {
  title: documents.title,
  category: documents.category,
  created_at: documents.createdAt,
  updated_at: documents.updatedAt,
  id: documents.id,
};

/** Title, description, category, or the file's name. */
function searchSql(db: Db, tenantId: number, term: unknown): SQL | undefined {
  const textual = searchAny(term, [documents.title, documents.description, documents.category]);
  const fileName = searchAny(term, [media.fileName]);
  if (textual === undefined || fileName === undefined) return undefined;
  const byFile = db
    .select({ id: media.ownerId })
    .from(media)
    .where(and(eq(media.tenantId, tenantId), eq(media.ownerType, DOCUMENT_MEDIA), fileName));
  return or(textual, inArray(documents.id, byFile));
}

function where(db: Db, tenantId: number, f: DocumentFilter): SQL | undefined {
  return and(
    eq(documents.tenantId, tenantId),
    f.category !== undefined ? eq(documents.category, f.category) : undefined,
    f.profileId !== undefined ? eq(documents.profileId, f.profileId) : undefined,
    searchSql(db, tenantId, f.search),
  );
}

/** Files, profiles and uploaders of a page of documents (one query each). */
async function withLinks(db: Db, tenantId: number, rows: readonly DocumentRow[]): Promise<DocumentView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const files = await db
    .select()
    .from(media)
    .where(and(eq(media.tenantId, tenantId), eq(media.ownerType, DOCUMENT_MEDIA), inArray(media.ownerId, ids)));
  const profileIds = [...new Set(rows.flatMap((r) => (r.profileId === null ? [] : [r.profileId])))];
  const people = profileIds.length === 0
    ? []
    : await db
        .select({ id: profiles.id, name: profileNameSql, type: profiles.type })
        .from(profiles)
        .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, profileIds)));
  const userIds = [...new Set(rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])))];
  const uploaders = userIds.length === 0
    ? []
    : await db
        .select({ id: users.id, name: users.name, email: users.email, avatar_url: users.avatarUrl })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)));
  const fileBy = new Map(files.map((f) => [f.ownerId, f]));
  const profileBy = new Map(people.map((p) => [p.id, p]));
  const userBy = new Map(uploaders.map((u) => [u.id, u]));
  // A document is its file (the contract's `file` is never null): one whose file is not stored yet (an upload under
  // way) or no longer is, is not shown, rather than shown with `file: null`.
  return rows.flatMap((row) => {
    const file = fileBy.get(row.id);
    if (!file) return [];
    return [
      {
        row,
        file,
        profile: row.profileId === null ? null : (profileBy.get(row.profileId) ?? null),
        createdBy: row.createdBy === null ? null : (userBy.get(row.createdBy) ?? null),
      },
    ];
  });
}

export async function listDocuments(
  db: Db,
  tenantId: number,
  f: DocumentFilter,
  sort: unknown,
  page: Pagination,
): Promise<{ rows: DocumentView[]; total: number } | Failure> {
  const order = orderBy(sort, SORTS, [desc(documents.createdAt), desc(documents.id)], documents.id);
  if (isFailure(order)) return order;
  const condition = where(db, tenantId, f);
  const rows = await db.select().from(documents).where(condition).orderBy(...order).limit(page.limit).offset(page.offset);
  const [n] = await db.select({ n: count() }).from(documents).where(condition);
  return { rows: await withLinks(db, tenantId, rows), total: n?.n ?? 0 };
}

export async function findDocument(db: Db, tenantId: number, id: number): Promise<DocumentView | null> {
  const rows = await db.select().from(documents).where(and(eq(documents.tenantId, tenantId), eq(documents.id, id))).limit(1);
  const [view] = await withLinks(db, tenantId, rows);
  return view ?? null;
}

export async function insertDocument(db: Db, tenantId: number, v: DocumentValues): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values({ ...v, tenantId }).returning();
  if (!row) throw new Error('insert documents returned no row');
  return row;
}

export async function updateDocument(db: Db, tenantId: number, id: number, patch: Partial<DocumentValues>): Promise<void> {
  await db.update(documents).set(patch).where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)));
}

export async function deleteDocumentRow(db: Db, tenantId: number, id: number): Promise<boolean> {
  const gone = await db.delete(documents).where(and(eq(documents.tenantId, tenantId), eq(documents.id, id))).returning({ id: documents.id });
  return gone.length > 0;
}

/** Whether a profile of the tenant (not deleted) exists: documents link only to live profiles. */
export async function isLiveProfile(db: Db, tenantId: number, profileId: number): Promise<boolean> {
  const [p] = await db
    .select({ id: profiles.id, deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId)))
    .limit(1);
  return p !== undefined && p.deletedAt === null;
}
