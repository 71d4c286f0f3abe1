import type { Language } from '../../../../src/domain/constants/languages.ts';
import { loadApiContract } from '../../contract/contract.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import type { RawContext } from '../../http/context.ts';
import { binary, invalid, isFailure, notFound, type Failure, type HandlerContext, type HandlerMap, type Reply } from '../../http/handler.ts';
import type { Binary } from '../../http/operationTypes.ts';
import { readQuery } from '../../http/query.ts';
import { message } from '../../i18n/message.ts';
import { fieldLabel, renderMessage } from '../../i18n/render.ts';
import { contentDisposition } from '../../media/store.ts';
import { csvStream } from './csv.ts';
import type { WireRow } from './columns.ts';
import { EXPORT_LISTS, type ExportListName } from './lists.ts';
import { listPages } from './pages.ts';
import { xlsxStream } from './xlsx.ts';

// GET /exports/<list>: a list screen as XLSX or CSV, read through the list operation itself (issue 34 point 6).

type ExportFormat = 'xlsx' | 'csv';

const CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** `filter[status]=paused` → `status=paused` (and `filter[ids][]=1` → `ids[]=1`): the list's own query string. */
const FILTER_KEY = /^filter\[([A-Za-z_]+)\](\[\])?$/;
/** Every row is exported: the list's paging parameters are the export's business, not the caller's. */
const PAGING = new Set(['page', 'page_size']);

const listSearch = (url: URL): URL => {
  const out = new URL('http://list.invalid/');
  for (const [key, value] of url.searchParams) {
    const m = FILTER_KEY.exec(key);
    if (m?.[1] && !PAGING.has(m[1])) out.searchParams.append(`${m[1]}${m[2] ?? ''}`, value);
  }
  return out;
};

/** The list's errors under `filter.<name>`, as the caller sent them. */
const underFilter = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`filter.${field}`, messages]));

/** A field label as a column header: English labels are written for the middle of a sentence ("the title is required"). */
const headerOf = (label: string, language: Language): string => label.charAt(0).toLocaleUpperCase(language) + label.slice(1);

/** The list's pages, each turned into the export's rows (ExportList.expand); still one page fetched at a time. */
async function* expanded(pages: AsyncGenerator<readonly WireRow[]>, expand: (page: readonly WireRow[]) => Promise<readonly WireRow[]>): AsyncGenerator<readonly WireRow[]> {
  try {
    for await (const page of pages) yield await expand(page);
  } finally {
    await pages.return(undefined);
  }
}

/** The export operations: those of a whole list, and those of one record's list, with that record's path parameter. */
type ExportOperation = 'exportTasks' | 'exportPriceListArticles' | 'exportNewsletterListRecipients';

/**
 * One list's export for the list's query `search` (its own parameter names). The pipeline has checked the export
 * operation's permission and section, which the contract copies from the list operation: the export refuses exactly
 * whom the list refuses.
 */
async function listExport(ctx: RawContext, name: ExportListName, search: URL, format: ExportFormat): Promise<Reply<Binary> | Failure> {
  const list = EXPORT_LISTS[name];
  const operation = ctx.operations.find((o) => o.operationId === list.operationId);
  if (!operation) return notFound();
  const contract = loadApiContract(ctx.config.contractPath);
  if (!contract.ok) throw new Error(contract.error.message);
  // The list's path values are the export's own (same names, already checked by the pipeline).
  const pathValues: Readonly<Record<string, unknown>> = ctx.params;
  const values: Record<string, unknown> = { ...readQuery(search, operation.params), ...list.fixed, ...pathValues };
  // Validated (and coerced in place) exactly as the pipeline validates the list's own request.
  const errors = contract.value.validator.params(operation, values);
  if (errors) return invalid(underFilter(errors));
  const query = Object.fromEntries(Object.entries(values).filter(([key]) => !Object.hasOwn(pathValues, key)));

  const pages = await listPages(ctx, operation, list.handler, query);
  if (isFailure(pages)) return pages.errors ? invalid(underFilter(pages.errors), pages.message) : pages;
  if (pages instanceof Response) return binary(pages);
  const expand = list.expand;
  const rows = expand ? expanded(pages, (page) => expand({ db: ctx.db, tenantId: ctx.tenant.id }, page)) : pages;

  const title = renderMessage(message(`export.lists.${name}`), ctx.language);
  const headers = list.columns.map((c) => headerOf(fieldLabel(c.label, ctx.language, list.formSchema), ctx.language));
  const now = ctx.now();
  const extra = list.extraSheets?.({ db: ctx.db, tenantId: ctx.tenant.id, language: ctx.language, today: now.slice(0, 10) });
  const body = format === 'csv' ? csvStream(list.columns, headers, rows, ctx.language, now) : xlsxStream(title, list.columns, headers, rows, ctx.language, now, extra);
  return binary(
    new Response(body, {
      status: 200,
      headers: {
        'content-type': CONTENT_TYPES[format],
        'content-disposition': contentDisposition(`${title} ${now.slice(0, 10)}.${format}`),
        'x-content-type-options': 'nosniff',
      },
    }),
  );
}

const exportOf =
  <Op extends ExportOperation = 'exportTasks'>(name: ExportListName) =>
  async (ctx: HandlerContext<Op>): Promise<Reply<Binary> | Failure> => {
    // Every export operation has the same query (ExportFormat, ExportFilter): TypeScript cannot see it through `Op`.
    const exportQuery: HandlerContext<'exportTasks'>['query'] = ctx.query;
    return listExport(ctx, name, listSearch(new URL(ctx.request.url)), exportQuery.format ?? 'xlsx');
  };

/**
 * GET /vacations/excel (SPEC.md lists it): the vacations list's shared export as XLSX, with its "Festività" sheet;
 * its query is the list's own (from, to, user_id, status), not `filter[…]`.
 */
const exportVacationsExcel = async (ctx: HandlerContext<'exportVacationsExcel'>): Promise<Reply<Binary> | Failure> => {
  const search = new URL('http://list.invalid/');
  for (const [key, value] of new URL(ctx.request.url).searchParams) if (!PAGING.has(key)) search.searchParams.append(key, value);
  return listExport(ctx, 'vacations', search, 'xlsx');
};

export const handlers = {
  exportTasks: exportOf('tasks'),
  exportProfiles: exportOf('profiles'),
  exportCustomers: exportOf('customers'),
  exportLeads: exportOf('leads'),
  exportSuppliers: exportOf('suppliers'),
  exportCompanies: exportOf('companies'),
  exportArticles: exportOf('articles'),
  exportPriceLists: exportOf('price-lists'),
  exportQuotes: exportOf('quotes'),
  exportSamples: exportOf('samples'),
  exportProposals: exportOf('proposals'),
  exportVacations: exportOf('vacations'),
  exportAllowances: exportOf('allowances'),
  exportUsers: exportOf('users'),
  exportWorks: exportOf('works'),
  exportSalesReports: exportOf('sales-reports'),
  exportDocuments: exportOf('documents'),
  exportGoals: exportOf('goals'),
  exportPackages: exportOf('packages'),
  exportNewsletterLists: exportOf('newsletter-lists'),
  exportRoles: exportOf('roles'),
  exportRunningTasks: exportOf('running-tasks'),
  exportPriceListArticles: exportOf<'exportPriceListArticles'>('price-list-articles'),
  exportEvents: exportOf('events'),
  exportNewsletterListRecipients: exportOf<'exportNewsletterListRecipients'>('newsletter-list-recipients'),
  exportAuditLog: exportOf('audit-log'),
  exportMailLog: exportOf('mail-log'),
  exportVacationsExcel,
} satisfies HandlerMap;
