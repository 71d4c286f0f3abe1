import { isFailure, notFound, paged, type RequestHandler } from '../../http/handler.ts';
import { findNamedRecord, type NamedRecordTable } from '../../shared/listing/namedRecords.ts';
import type { Schema } from '../../http/operationTypes.ts';
import { listSalesReports, type SalesReportFilter } from './repository.ts';

// GET /materials/{id}/sales-reports and /interests/{id}/sales-reports: the reports that mention one record of
// `table`, 404 when the tenant has no such record.

type ListQuery = { readonly sort?: string };
type IdPath = { readonly id: number };

export function salesReportsMentioning(table: NamedRecordTable, filterFor: (id: number) => SalesReportFilter): RequestHandler<unknown, ListQuery, IdPath, Schema<'SalesReportPage'>> {
  return async (ctx) => {
    const found = await findNamedRecord(ctx.db, table, ctx.tenant.id, ctx.params.id);
    if (!found) return notFound();
    const page = ctx.page();
    const result = await listSalesReports(ctx.db, ctx.tenant.id, filterFor(found.id), { sort: ctx.query.sort, language: ctx.language }, page);
    return isFailure(result) ? result : paged(result.rows, page.meta(result.total));
  };
}
