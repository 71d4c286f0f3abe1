import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { excel } from '../lazyExcel.ts';
import { endArchive, holdFailures, openArchiveFile, writeFailureReason, type OpenArchive } from '../backup/archiveOutput.ts';
import { productVersion, type ProductVersion } from '../backup/version.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { tenants } from '../db/schema/core.ts';
import { errResult, okResult, type Result } from '../result.ts';
import { moduleOfTables } from './modules.ts';
import { zipWriter } from './zipWriter.ts';
import { exportedLine } from './redact.ts';
import { MEDIA_BLOBS, pageKey, SESSION_TABLES, tenantRowsQuery, tenantTables, type TenantTable } from './tables.ts';
import { type RawRow, rowsOf } from '../db/rows.ts';

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

type Book = { readonly book: ExcelJS.stream.xlsx.WorkbookWriter; readonly file: string };

/**
 * Writes the tenant's export into `out` as it reads it: each table page by page into its JSON lines entry and its
 * module's workbook (exceljs's streaming writer, into a scratch file each), then the files one by one from disk,
 * then the workbooks and the manifest. Memory holds one page of rows and the names of the tenant's files.
 */
export async function writeTenantZip(ctx: ExportDeps, slug: string, out: Writable): Promise<Result<Omit<ExportSummary, 'bytes'>, ExportRefused>> {
  const db = ctx.db;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  if (!tenant) return errResult({ _tag: 'ExportRefused', message: `No tenant "${slug}".` });
  const tenantId = tenant.id;
  const zip = zipWriter(out);
  const tables = await exportedTables(db);
  const counts: { name: string; rows: number; sha256: string }[] = [];
  const files: Record<string, string> = {};
  const modules = await moduleOfTables();
  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bottega-export-'));
  const books = new Map<string, Book>();
  try {
    let total = 0;
    const storageKeys: string[] = [];
    for (const table of tables) {
      const hash = createHash('sha256');
      let rows = 0;
      const sheet = table.name === MEDIA_BLOBS ? null : sheetFor(books, scratch, modules.get(table.name) ?? 'other', table);
      const columns = sheetColumns(table);
      async function* lines(): AsyncGenerator<string> {
        for await (const stored of tenantRows(db, table, tenantId)) {
          // No sign-in link or token leaves with the export (redact.ts); the workbooks read the same line.
          const line = exportedLine(table.name, stored);
          const text = line + '\n';
          hash.update(text);
          rows += 1;
          if (sheet || table.name === 'media') {
            const row = JSON.parse(line) as RawRow;
            sheet?.addRow(Object.fromEntries(columns.map((c) => [c, cellValue(row[c])]))).commit();
            const key = table.name === 'media' ? String(row.storage_key ?? '') : '';
            if (key !== '' && !key.startsWith('db:')) storageKeys.push(key);
          }
          yield text;
        }
      }
      await zip.addStream(`data/${table.name}.jsonl`, lines());
      sheet?.commit();
      counts.push({ name: table.name, rows, sha256: hash.digest('hex') });
      total += rows;
    }
    for (const key of storageKeys) {
      const file = path.join(ctx.config.dataDir, 'media', key);
      // A file missing on disk (removed by hand) is left out, as the import leaves its record without bytes.
      const sum = await fileSha256(file).catch(() => null);
      if (sum === null) continue;
      await zip.addFile(`files/${key}`, file);
      files[key] = sum;
    }
    for (const [module, { book, file }] of books) {
      await book.commit();
      await zip.addFile(`xlsx/${module}.xlsx`, file);
    }
    const manifest: ExportManifest = {
      format: EXPORT_FORMAT,
      product: productVersion(),
      createdAt: new Date().toISOString(),
      tenant: { slug: tenant.slug, name: tenant.name, timezone: tenant.timezone, avatar_url: tenant.avatarUrl, favicon_url: tenant.faviconUrl },
      tables: counts,
      files,
    };
    await zip.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    await zip.finish();
    return okResult({ tables: counts.length, rows: total, files: Object.keys(files).length });
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The columns of a table's sheet in the people's workbooks: not the tenant, the search columns, nor any secret. An
 * invitation's `token` is its live join link (whoever holds it joins as the invited person), and hashes of passwords
 * and feed tokens mean nothing to a reader: the workbooks get forwarded (to an accountant, a consultant) where the
 * zip's `data/` is not. The records for `import` keep every column.
 */
export const sheetColumns = (table: TenantTable): string[] =>
  table.columns.filter((c) => c !== 'tenant_id' && c !== 'token' && !c.endsWith('_hash') && !c.endsWith('_search'));

/** One sheet per table in its module's workbook: a header of column names, then the values as people read them. */
function sheetFor(books: Map<string, Book>, scratch: string, module: string, table: TenantTable): ExcelJS.Worksheet {
  let entry = books.get(module);
  if (!entry) {
    const file = path.join(scratch, `${module}.xlsx`);
    entry = { book: new (excel().stream.xlsx.WorkbookWriter)({ filename: file, useStyles: true, useSharedStrings: false }), file };
    books.set(module, entry);
  }
  // Sheet names are at most 31 characters in Excel.
  const sheet = entry.book.addWorksheet(table.name.slice(0, 31));
  sheet.columns = sheetColumns(table).map((c) => ({ header: c, key: c, width: Math.min(40, Math.max(10, c.length + 2)) }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

const cellValue = (v: unknown): string | number | boolean | null =>
  v === null || v === undefined ? null : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string' ? v : JSON.stringify(v);

/**
 * `tenant export SLUG --out FILE`: streamed into a temporary name beside FILE and renamed when complete, so a
 * failure (a full disk) leaves no half a file under either name.
 */
export async function exportTenant(ctx: ExportDeps, slug: string, file: string, open: OpenArchive = openArchiveFile): Promise<Result<ExportSummary, ExportRefused>> {
  const temporary = `${file}.partial-${process.pid}`;
  let out: Writable | null = null;
  try {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    out = holdFailures(open(temporary));
    const written = await writeTenantZip(ctx, slug, out);
    if (!written.ok) return written;
    await endArchive(out);
    await fs.promises.rename(temporary, file);
    const { size } = await fs.promises.stat(file);
    return okResult({ ...written.value, bytes: size });
  } catch (e) {
    return errResult({ _tag: 'ExportRefused', message: `Export failed (${writeFailureReason(e)}); nothing was written to ${file}.` });
  } finally {
    if (out && !out.writableFinished) out.destroy();
    await fs.promises.rm(temporary, { force: true });
  }
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
