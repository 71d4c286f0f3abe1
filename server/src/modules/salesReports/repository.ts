import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { profiles } from '../../db/schema/directory.ts';
import { interests, materials, salesReportInterests, salesReportMaterials, salesReports } from '../../db/schema/salesReports.ts';
import { isFailure, type Failure } from '../../http/failure.ts';
import type { Pagination } from '../../http/pagination.ts';
import { searchAny } from '../../shared/listing/search.ts';
import { byWords, orderBy, type ListSort } from '../../shared/listing/sort.ts';
import { profileNameSql } from '../profiles/name.ts';
import { presentSalesReport, type SalesReportRow, type SalesReportView } from './present.ts';

export type SalesReportFilter = {
  readonly profileId?: number | undefined;
  readonly userId?: number | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly search?: unknown;
  readonly materialId?: number | undefined;
  readonly interestId?: number | undefined;
};

const author = alias(users, 'author');

const SORTS = {
  date: salesReports.date,
  created_at: salesReports.createdAt,
  updated_at: salesReports.updatedAt,
  summary: salesReports.summary,
  contact_type: byWords(salesReports.contactType, 'contactTypes'),
  id: salesReports.id,
};

function where(db: Db, tenantId: number, f: SalesReportFilter): SQL | undefined {
  return and(
    eq(salesReports.tenantId, tenantId),
    f.profileId !== undefined ? eq(salesReports.profileId, f.profileId) : undefined,
    f.userId !== undefined ? eq(salesReports.userId, f.userId) : undefined,
    f.from !== undefined ? gte(salesReports.date, f.from) : undefined,
    f.to !== undefined ? lte(salesReports.date, f.to) : undefined,
    f.materialId !== undefined
      ? inArray(
          salesReports.id,
          db.select({ id: salesReportMaterials.salesReportId }).from(salesReportMaterials).where(eq(salesReportMaterials.materialId, f.materialId)),
        )
      : undefined,
    f.interestId !== undefined
      ? inArray(
          salesReports.id,
          db.select({ id: salesReportInterests.salesReportId }).from(salesReportInterests).where(eq(salesReportInterests.interestId, f.interestId)),
        )
      : undefined,
    searchAny(f.search, [salesReports.summary, salesReports.notes, salesReports.outcome, profileNameSql]),
  );
}

function baseQuery(db: Db) {
  return db
    .select({
      report: salesReports,
      profile: { id: profiles.id, type: profiles.type, businessName: profiles.businessName, firstName: profiles.firstName, lastName: profiles.lastName },
      user: { id: author.id, name: author.name, email: author.email, avatarUrl: author.avatarUrl },
    })
    .from(salesReports)
    .innerJoin(profiles, eq(profiles.id, salesReports.profileId))
    .leftJoin(author, eq(author.id, salesReports.userId));
}

/** One page of sales reports, newest `date` first unless `sort` says otherwise. */
export async function listSalesReports(
  db: Db,
  tenantId: number,
  filter: SalesReportFilter,
  sort: ListSort,
  page: Pagination,
): Promise<{ rows: SalesReportView[]; total: number } | Failure> {
  const order = orderBy(sort.sort, SORTS, [desc(salesReports.date), desc(salesReports.id)], salesReports.id, sort.language);
  if (isFailure(order)) return order;
  const condition = where(db, tenantId, filter);
  const rows = await baseQuery(db).where(condition).orderBy(...order).limit(page.limit).offset(page.offset);
  // The count joins profiles too, because the search may match the profile's name.
  const [counted] = await db.select({ n: count() }).from(salesReports).innerJoin(profiles, eq(profiles.id, salesReports.profileId)).where(condition);
  return { rows: await withLinks(db, rows), total: counted?.n ?? 0 };
}

export async function findSalesReport(db: Db, tenantId: number, id: number): Promise<SalesReportView | null> {
  const rows = await baseQuery(db).where(and(eq(salesReports.tenantId, tenantId), eq(salesReports.id, id))).limit(1);
  const [view] = await withLinks(db, rows);
  return view ?? null;
}

async function withLinks(db: Db, rows: SalesReportRow[]): Promise<SalesReportView[]> {
  const ids = rows.map((r) => r.report.id);
  if (ids.length === 0) return [];
  const mats = await db
    .select({ reportId: salesReportMaterials.salesReportId, id: materials.id, name: materials.name })
    .from(salesReportMaterials)
    .innerJoin(materials, eq(materials.id, salesReportMaterials.materialId))
    .where(inArray(salesReportMaterials.salesReportId, ids))
    .orderBy(asc(materials.name));
  const ints = await db
    .select({ reportId: salesReportInterests.salesReportId, id: interests.id, name: interests.name })
    .from(salesReportInterests)
    .innerJoin(interests, eq(interests.id, salesReportInterests.interestId))
    .where(inArray(salesReportInterests.salesReportId, ids))
    .orderBy(asc(interests.name));
  return rows.map((r) =>
    presentSalesReport(
      r,
      mats.filter((m) => m.reportId === r.report.id).map(({ id, name }) => ({ id, name })),
      ints.filter((i) => i.reportId === r.report.id).map(({ id, name }) => ({ id, name })),
    ),
  );
}
