import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importRecords, imports, type StoredCounts, type StoredRejection } from '../../db/schema/imports.ts';
import type { AnyImportKind, KindContext, Planned, RowProblem, Written } from './kind.ts';
import type { Mapping } from './mapping.ts';
import { rowFingerprint, type ImportTable } from './records.ts';
import { quoteIdent } from '../../tenancy/tables.ts';
import { sheetRows, type FileFormat } from './sheet.ts';
import { undoRecords } from './undo.ts';

// The import engine: reads the file row by row, reads each row with the mapping (kind.parse), refuses repeated
// keys, meets batches of rows with the tenant's records (kind.plan) and, when writing, writes each batch in one
// transaction with the before- and after-images the undo needs (or, for an all-or-nothing run, every batch in the
// one transaction its caller opened: `ctx.db` is then that transaction). Rows are never written half: a row is planned
// whole and written whole or not at all. Every bad row is collected; nothing stops at the first.

export const BATCH = 1000;

export type ImportMode = 'all-or-nothing' | 'skip-bad-rows';

export type EngineInput = {
  readonly ctx: KindContext;
  readonly importId: number;
  readonly kind: AnyImportKind;
  readonly bytes: Uint8Array;
  readonly format: FileFormat;
  readonly headers: readonly string[];
  readonly mapping: Mapping;
  /** `ctx.db` is a transaction the caller holds for the whole pass: batches are written in it, not each in its own. */
  readonly inTransaction?: boolean;
};

export type EngineHooks = {
  /** Rows read so far, of the file's total. */
  readonly progress?: (done: number) => void | Promise<void>;
  /** Asked between batches: true stops the pass (a writing pass then takes back what it wrote). */
  readonly cancelled?: () => boolean;
};

export type PassResult = {
  readonly counts: StoredCounts;
  readonly rejected: StoredRejection[];
  readonly cancelled: boolean;
};

/** A neutralised export cell (`'=…`, `'+…`) reads as the text it stands for (issue 34 point 6: exports import back). */
const unNeutralise = (text: string): string => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

type Pending = { row: number; cells: readonly string[]; value: unknown };

/** One pass over the file: a dry run (`write` false) or the writing pass. */
export async function importPass(input: EngineInput, write: boolean, hooks: EngineHooks = {}): Promise<PassResult> {
  const { kind, headers, mapping, ctx } = input;
  const index = new Map<string, number>();
  headers.forEach((h, i) => {
    const f = mapping[h];
    if (typeof f === 'string') index.set(f, i);
  });
  const headerOf = (field: string | null): string | null => {
    if (field === null) return null;
    const i = index.get(field);
    return i === undefined ? null : (headers[i] ?? null);
  };
  const counts: StoredCounts = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
  const rejected: StoredRejection[] = [];
  const firstRowOfKey = new Map<string, number>();
  let pending: Pending[] = [];
  let done = 0;

  const reject = (row: number, cells: readonly string[], problems: readonly RowProblem[]): void => {
    counts.rejected++;
    rejected.push({
      row,
      cells,
      errors: problems.map((p) => {
        const i = p.field === null ? undefined : index.get(p.field);
        return { column: headerOf(p.field), value: i === undefined ? null : (cells[i] ?? ''), key: p.key, ...(p.params ? { params: p.params } : {}) };
      }),
    });
  };

  const flush = async (): Promise<void> => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    const planned: Planned<unknown>[] = await kind.plan(ctx, batch.map((p) => ({ row: p.row, value: p.value })));
    const byRow = new Map(batch.map((p) => [p.row, p]));
    const toWrite: { row: number; action: 'create' | 'update'; plan: unknown }[] = [];
    for (const p of planned) {
      if (p.action === 'reject') reject(p.row, byRow.get(p.row)?.cells ?? [], p.problems);
      else if (p.action === 'unchanged') counts.unchanged++;
      else {
        if (p.action === 'create') counts.created++;
        else counts.updated++;
        toWrite.push({ row: p.row, action: p.action, plan: p.plan });
      }
    }
    if (write && toWrite.length > 0) await writeBatch(input, toWrite);
    done += batch.length;
    await hooks.progress?.(done);
  };

  let header = true;
  for await (const r of sheetRows(input.bytes, input.format)) {
    if (header) {
      header = false;
      continue;
    }
    const cells = r.cells.map((c) => unNeutralise(c));
    const formulaProblems: RowProblem[] = [];
    for (const [field, i] of index) if (r.formulas.includes(i)) formulaProblems.push({ field, key: 'imports.reasons.formula' });
    if (formulaProblems.length > 0) {
      reject(r.row, cells, formulaProblems);
      done++;
      continue;
    }
    const parsed = kind.parse(
      (field) => {
        const i = index.get(field);
        return i === undefined ? undefined : (cells[i] ?? '').trim();
      },
      (field) => {
        const i = index.get(field);
        return i !== undefined && r.numbers.includes(i) ? 'en' : r.convention;
      },
    );
    if (!parsed.ok) {
      reject(r.row, cells, parsed.problems);
      done++;
      continue;
    }
    const first = firstRowOfKey.get(parsed.key);
    if (first !== undefined) {
      reject(r.row, cells, [{ field: parsed.keyField, key: 'imports.reasons.duplicateInFile', params: { row: first } }]);
      done++;
      continue;
    }
    firstRowOfKey.set(parsed.key, r.row);
    pending.push({ row: r.row, cells, value: parsed.value });
    if (pending.length >= BATCH) {
      await flush();
      if (hooks.cancelled?.()) return { counts, rejected, cancelled: true };
    }
  }
  await flush();
  // Rows refused on reading and rows refused against the tenant's records, in the file's order.
  rejected.sort((a, b) => a.row - b.row);
  return { counts, rejected, cancelled: false };
}

/** Writes one batch in one transaction, with the images the undo needs. */
async function writeBatch(input: EngineInput, rows: { row: number; action: 'create' | 'update'; plan: unknown }[]): Promise<void> {
  const { ctx, importId, kind } = input;
  const inOne = async (run: (tx: Db) => Promise<void>): Promise<void> => (input.inTransaction ? run(ctx.db) : ctx.db.transaction(run));
  await inOne(async (tx) => {
    const txCtx: KindContext = { ...ctx, db: tx };
    const written = await kind.write(
      txCtx,
      rows.map((r) => ({ row: r.row, action: r.action, plan: r.plan })),
    );
    const byTable = new Map<ImportTable, Written[]>();
    for (const w of written) byTable.set(w.table as ImportTable, [...(byTable.get(w.table as ImportTable) ?? []), w]);
    for (const [table, rows] of byTable) await recordWritten(tx, ctx.tenantId, importId, table, rows);
  });
}

/**
 * The import's records of one table, each with the fingerprint of its row as the batch left it (computed where
 * the row is, so 1,000 rows cost one statement and no JSON travels): a different fingerprint later means a person
 * changed the record since.
 */
async function recordWritten(db: Db, tenantId: number, importId: number, table: ImportTable, rows: readonly Written[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    const part = rows.slice(i, i + 1000).map((w) => ({ row: w.row, record_id: w.recordId, label: w.label, action: w.action, before: w.before ?? null }));
    await db.execute(sql`
      insert into import_records (tenant_id, import_id, "row", table_name, record_id, label, action, before, after)
      select ${tenantId}, ${importId}, v."row", ${table}, v.record_id, v.label, v.action, v.before, ${rowFingerprint(sql`t`)}
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as v("row" int, record_id int, label text, action text, before jsonb)
      join ${quoteIdent(table)} t on t.id = v.record_id and t.tenant_id = ${tenantId}`);
  }
}

/** Takes back everything an import wrote so far, whoever edited it since (a failed or cancelled writing pass). */
export async function takeBack(db: Db, tenantId: number, importId: number): Promise<void> {
  await undoRecords(db, tenantId, importId, { force: true });
  await db.delete(importRecords).where(eq(importRecords.importId, importId));
}

export const setProgress = async (db: Db, importId: number, done: number): Promise<void> => {
  await db.update(imports).set({ progressDone: sql`${done}` }).where(eq(imports.id, importId));
};
