import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { productVersion, type ProductVersion } from '../backup/version.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { tenants } from '../db/schema/core.ts';
import { errResult, okResult, type Result } from '../result.ts';
import { moduleOfTables } from './modules.ts';
import { MEDIA_BLOBS, pageKey, rowsOf, SESSION_TABLES, tenantRowsQuery, tenantTables, type RawRow, type TenantTable } from './tables.ts';

// A tenant's export (issue 33 point 5): one zip with its records as JSON lines per table (for the machine: `tenant
// import` reads them back on any instance), its uploaded files, and one XLSX per module for people. Written to a
// temporary name and renamed when complete, so a failed export leaves no half a file.

export const EXPORT_FORMAT = 'bottega-tenant-export';

export type ExportManifest = {
  readonly format: typeof EXPORT_FORMAT;
  readonly product: ProductVersion;
  readonly createdAt: string;
  readonly tenant: { readonly slug: string; readonly name: string; readonly timezone: string; readonly avatar_url: string | null; readonly favicon_url: string | null };
  /** Rows per table, in the order they are imported. */
  readonly tables: readonly { readonly name: string; readonly rows: number; readonly sha256: string }[];
  /** Uploaded files stored on disk, by storage key, with their checksum. */
  readonly files: Readonly<Record<string, string>>;
};

export type ExportSummary = { readonly tables: number; readonly rows: number; readonly files: number; readonly bytes: number };
export type ExportRefused = { readonly _tag: 'ExportRefused'; readonly message: string };

const PAGE = 1000;
const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** Every row of the tenant in one table, page by page, as the database's JSON text. */
export async function* tenantRows(db: Db, table: TenantTable, tenantId: number): AsyncGenerator<string> {
  const key = pageKey(table);
  let after = 0;
  for (;;) {
    const rows = rowsOf(await db.execute(tenantRowsQuery(table, tenantId, after, PAGE)));
    for (const r of rows) yield String(r.j);
    if (key === null || rows.length < PAGE) return;
    after = Number(rows[rows.length - 1]?.k);
  }
}

/** The tables a tenant export carries: its records, without sign-in state. */
export async function exportedTables(db: Db): Promise<TenantTable[]> {
  return (await tenantTables(db)).filter((t) => !SESSION_TABLES.has(t.name));
}

export type ExportDeps = { readonly config: Config; readonly db: Db };

export async function buildTenantZip(ctx: ExportDeps, slug: string): Promise<Result<{ zip: JSZip; summary: Omit<ExportSummary, 'bytes'> }, ExportRefused>> {
  const db = ctx.db;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  if (!tenant) return errResult({ _tag: 'ExportRefused', message: `No tenant "${slug}".` });
  const zip = new JSZip();
  const tables = await exportedTables(db);
  const counts: { name: string; rows: number; sha256: string }[] = [];
  const files: Record<string, string> = {};
  const modules = await moduleOfTables();
  const books = new Map<string, ExcelJS.Workbook>();
  let total = 0;
  for (const table of tables) {
    const lines: string[] = [];
    for await (const line of tenantRows(db, table, tenant.id)) lines.push(line);
    const text = lines.length > 0 ? lines.join('\n') + '\n' : '';
    zip.file(`data/${table.name}.jsonl`, text);
    counts.push({ name: table.name, rows: lines.length, sha256: sha256(text) });
    total += lines.length;
    if (table.name !== MEDIA_BLOBS) addSheet(books, modules.get(table.name) ?? 'other', table, lines);
    if (table.name === 'media') {
      for (const line of lines) {
        const row = JSON.parse(line) as RawRow;
        const key = String(row.storage_key ?? '');
        if (key === '' || key.startsWith('db:')) continue;
        const bytes = await fs.promises.readFile(path.join(ctx.config.dataDir, 'media', key)).catch(() => null);
        if (!bytes) continue;
        zip.file(`files/${key}`, bytes);
        files[key] = sha256(bytes);
      }
    }
  }
  for (const [module, book] of books) zip.file(`xlsx/${module}.xlsx`, Buffer.from(await book.xlsx.writeBuffer()));
  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    product: productVersion(),
    createdAt: new Date().toISOString(),
    tenant: { slug: tenant.slug, name: tenant.name, timezone: tenant.timezone, avatar_url: tenant.avatarUrl, favicon_url: tenant.faviconUrl },
    tables: counts,
    files,
  };
  zip.file('manifest.json', JSON.stringify(manifest, null, 2));
  return okResult({ zip, summary: { tables: counts.length, rows: total, files: Object.keys(files).length } });
}

/** One sheet per table in its module's workbook: a header of column names, then the values as people read them. */
function addSheet(books: Map<string, ExcelJS.Workbook>, module: string, table: TenantTable, lines: readonly string[]): void {
  let book = books.get(module);
  if (!book) {
    book = new ExcelJS.Workbook();
    books.set(module, book);
  }
  // Sheet names are at most 31 characters in Excel.
  const sheet = book.addWorksheet(table.name.slice(0, 31));
  const columns = table.columns.filter((c) => c !== 'tenant_id' && c !== 'password_hash' && !c.endsWith('_search'));
  sheet.columns = columns.map((c) => ({ header: c, key: c, width: Math.min(40, Math.max(10, c.length + 2)) }));
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) {
    const row = JSON.parse(line) as RawRow;
    sheet.addRow(Object.fromEntries(columns.map((c) => [c, cellValue(row[c])])));
  }
}

const cellValue = (v: unknown): string | number | boolean | null =>
  v === null || v === undefined ? null : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string' ? v : JSON.stringify(v);

export async function exportTenant(ctx: ExportDeps, slug: string, file: string): Promise<Result<ExportSummary, ExportRefused>> {
  const built = await buildTenantZip(ctx, slug);
  if (!built.ok) return built;
  const temporary = `${file}.partial-${process.pid}`;
  try {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await new Promise<void>((resolve, reject) => {
      built.value.zip
        .generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' })
        .pipe(fs.createWriteStream(temporary))
        .on('finish', resolve)
        .on('error', reject);
    });
    await fs.promises.rename(temporary, file);
  } catch (e) {
    await fs.promises.rm(temporary, { force: true });
    return errResult({ _tag: 'ExportRefused', message: `Could not write ${file}: ${(e as Error).message}` });
  }
  const { size } = await fs.promises.stat(file);
  return okResult({ ...built.value.summary, bytes: size });
}

/** Row counts of the tenant's exported tables (the round-trip test compares them). */
export async function tenantCounts(db: Db, tenantId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await exportedTables(db)) {
    const where = table.name === MEDIA_BLOBS ? sql`media_id in (select id from media where tenant_id = ${tenantId})` : sql`tenant_id = ${tenantId}`;
    const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from ${sql.raw(`"${table.name}"`)} where ${where}`));
    counts[table.name] = Number(row?.n ?? 0);
  }
  return counts;
}
