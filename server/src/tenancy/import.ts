import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createRequire } from 'node:module';
import type JSZip from 'jszip';
import { hashToken, newToken } from '../auth/tokens.ts';
import { newerProblem } from '../backup/version.ts';
import type { Db } from '../db/client.ts';
import { tenants } from '../db/schema/core.ts';
import { errResult, okResult, type Result } from '../result.ts';
import { EXPORT_FORMAT, exportedTables, type ExportDeps, type ExportManifest } from './export.ts';
import { MEDIA_OWNER_TABLES, quoteIdent, type TenantTable } from './tables.ts';
import { type RawRow, rowsOf } from '../db/rows.ts';

// `tenant import FILE --slug NEW` (issue 33 point 5): the export's records under a new tenant, on this instance or
// any other. Every id is renumbered from this database's own sequences and every reference follows its row, so an
// import never collides with the tenants already here (the same export can be imported twice under two slugs).
// One transaction: a damaged archive or a failing row leaves nothing behind (files written are removed again).

export type ImportSummary = { readonly name: string; readonly tables: number; readonly rows: number; readonly files: number };
export type ImportRefused = { readonly _tag: 'ImportRefused'; readonly message: string };

const refused = (message: string): Result<never, ImportRefused> => errResult({ _tag: 'ImportRefused', message });
const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** Secrets unique across the instance: a copy gets fresh ones (old invitation links and feed addresses end). */
const FRESH_SECRETS: Readonly<Record<string, { column: string; make: () => string }>> = {
  invitations: { column: 'token', make: newToken },
  calendar_feeds: { column: 'token_hash', make: () => hashToken(newToken()) },
};

const BATCH = 500;

type Loaded = { readonly manifest: ExportManifest; readonly rows: ReadonlyMap<string, RawRow[]>; readonly files: ReadonlyMap<string, Uint8Array> };

async function load(file: string): Promise<Result<Loaded, ImportRefused>> {
  let zip: JSZip;
  try {
    // jszip is loaded by the one command that needs it, not with the server.
    zip = await (createRequire(import.meta.url)('jszip') as typeof JSZip).loadAsync(await fs.promises.readFile(file), { checkCRC32: true });
  } catch (e) {
    return refused(`${file} is not a readable tenant export (${(e as Error).message}).`);
  }
  const manifestText = await zip.file('manifest.json')?.async('string');
  if (!manifestText) return refused(`${file} has no manifest.json: it is not a Bottega tenant export, or it is truncated.`);
  let manifest: ExportManifest;
  try {
    manifest = JSON.parse(manifestText) as ExportManifest;
  } catch {
    return refused(`${file}: manifest.json is damaged.`);
  }
  if (manifest.format !== EXPORT_FORMAT) return refused(`${file} is not a Bottega tenant export (format "${String(manifest.format)}").`);
  const newer = newerProblem(manifest.product);
  if (newer) return refused(newer);
  const rows = new Map<string, RawRow[]>();
  for (const t of manifest.tables) {
    const text = await zip.file(`data/${t.name}.jsonl`)?.async('string');
    if (text === undefined || sha256(text) !== t.sha256) return refused(`${file}: data/${t.name}.jsonl is missing or does not match its checksum (the archive was changed or damaged).`);
    const parsed = text === '' ? [] : text.trimEnd().split('\n').map((l) => JSON.parse(l) as RawRow);
    if (parsed.length !== t.rows) return refused(`${file}: data/${t.name}.jsonl has ${parsed.length} rows, the manifest says ${t.rows}.`);
    rows.set(t.name, parsed);
  }
  const files = new Map<string, Uint8Array>();
  for (const [key, sum] of Object.entries(manifest.files)) {
    const bytes = await zip.file(`files/${key}`)?.async('uint8array');
    if (!bytes || sha256(bytes) !== sum) return refused(`${file}: files/${key} is missing or does not match its checksum.`);
    files.set(key, bytes);
  }
  return okResult({ manifest, rows, files });
}

/** New ids for every exported row, drawn from this database's sequences before anything is inserted. */
async function allocateIds(db: Db, tables: readonly TenantTable[], rows: ReadonlyMap<string, RawRow[]>): Promise<Map<string, Map<number, number>>> {
  const maps = new Map<string, Map<number, number>>();
  for (const table of tables) {
    if (!table.hasId) continue;
    const list = rows.get(table.name) ?? [];
    const map = new Map<number, number>();
    if (list.length > 0) {
      const fresh = rowsOf(
        await db.execute(sql`select nextval(pg_get_serial_sequence(${`"${table.name}"`}, 'id'))::int as id from generate_series(1, ${list.length})`),
      );
      list.forEach((r, i) => map.set(Number(r.id), Number(fresh[i]?.id)));
    }
    maps.set(table.name, map);
  }
  return maps;
}

export async function importTenant(ctx: ExportDeps, file: string, slug: string): Promise<Result<ImportSummary, ImportRefused>> {
  const loaded = await load(file);
  if (!loaded.ok) return loaded;
  const { manifest, rows, files } = loaded.value;
  const db = ctx.db;
  const [taken] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)).limit(1);
  if (taken) return refused(`The slug "${slug}" is taken by another tenant: choose another one.`);
  const here = await exportedTables(db);
  const unknown = manifest.tables.filter((t) => t.rows > 0 && !here.some((h) => h.name === t.name));
  if (unknown.length > 0) return refused(`This instance has no table ${unknown.map((t) => t.name).join(', ')}: upgrade Bottega first.`);
  const tables = here.filter((t) => rows.has(t.name));
  const written: string[] = [];
  try {
    const total = await db.transaction(async (tx) => {
      const [tenant] = await tx
        .insert(tenants)
        .values({ slug, name: manifest.tenant.name, timezone: manifest.tenant.timezone, avatarUrl: manifest.tenant.avatar_url, faviconUrl: manifest.tenant.favicon_url })
        .returning({ id: tenants.id });
      if (!tenant) throw new Error('tenant insert returned no row');
      const ids = await allocateIds(tx, tables, rows);
      const inserted = new Set<string>();
      const later: { table: string; id: number; column: string; value: number }[] = [];
      let count = 0;
      for (const table of tables) {
        const own = ids.get(table.name);
        const out: RawRow[] = [];
        for (const original of rows.get(table.name) ?? []) {
          const row: RawRow = { ...original };
          if ('tenant_id' in row) row.tenant_id = tenant.id;
          if (own) row.id = own.get(Number(original.id));
          for (const ref of table.references) {
            const old = original[ref.column];
            if (old === null || old === undefined) continue;
            const mapped = ids.get(ref.table)?.get(Number(old)) ?? null;
            // Rows of a table not inserted yet (itself, or a cycle) are linked once every row exists.
            if (mapped !== null && (ref.table === table.name || !inserted.has(ref.table)) && own) {
              later.push({ table: table.name, id: Number(row.id), column: ref.column, value: mapped });
              row[ref.column] = null;
            } else row[ref.column] = mapped;
          }
          if (table.name === 'media') await moveMediaRow(ctx, row, original, ids, files, written);
          const secret = FRESH_SECRETS[table.name];
          if (secret && row[secret.column] !== null) row[secret.column] = secret.make();
          out.push(row);
        }
        for (let i = 0; i < out.length; i += BATCH) await insertRows(tx, table, out.slice(i, i + BATCH));
        inserted.add(table.name);
        count += out.length;
      }
      for (const l of later) await tx.execute(sql`update ${quoteIdent(l.table)} set ${quoteIdent(l.column)} = ${l.value} where id = ${l.id}`);
      return count;
    });
    return okResult({ name: manifest.tenant.name, tables: tables.length, rows: total, files: files.size });
  } catch (e) {
    for (const f of written) await fs.promises.rm(f, { force: true });
    return refused(`Import failed, nothing was kept: ${(e as Error).message}`);
  }
}

/** A media row's owner and bytes follow it: its owner by type, its file to the new tenant's folder (or blob id). */
async function moveMediaRow(
  ctx: Pick<ExportDeps, 'config'>,
  row: RawRow,
  original: RawRow,
  ids: ReadonlyMap<string, ReadonlyMap<number, number>>,
  files: ReadonlyMap<string, Uint8Array>,
  written: string[],
): Promise<void> {
  const ownerTable = MEDIA_OWNER_TABLES[String(original.owner_type)];
  const owner = ownerTable ? ids.get(ownerTable)?.get(Number(original.owner_id)) : undefined;
  if (owner !== undefined) row.owner_id = owner;
  const key = String(original.storage_key ?? '');
  if (key.startsWith('db:')) {
    row.storage_key = `db:${String(row.id)}`;
    return;
  }
  const bytes = files.get(key);
  if (!bytes) return;
  const newKey = `${String(row.tenant_id)}/${String(row.id)}`;
  const target = path.join(ctx.config.dataDir, 'media', newKey);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.writeFile(target, bytes);
  written.push(target);
  row.storage_key = newKey;
}

/** Rows through the database's own JSON reading: every type comes back exactly as exported (bytea, jsonb, times). */
async function insertRows(db: Db, table: TenantTable, rows: readonly RawRow[]): Promise<void> {
  if (rows.length === 0) return;
  const present = table.columns.filter((c) => rows.some((r) => c in r));
  const cols = sql.join(present.map((c) => quoteIdent(c)), sql`, `);
  const identity = table.hasId ? sql` overriding system value` : sql``;
  await db.execute(
    sql`insert into ${quoteIdent(table.name)} (${cols})${identity} select ${cols} from json_populate_recordset(null::${quoteIdent(table.name)}, ${JSON.stringify(rows)}::json)`,
  );
}
