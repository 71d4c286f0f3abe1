import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importRecords, imports, type StoredRejection } from '../../db/schema/imports.ts';
import { recordAudit, type AuditActor } from '../../audit/record.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import { importPass, takeBack, type ImportMode, type PassResult } from './engine.ts';
import type { AnyImportKind, ImportKindName, KindContext } from './kind.ts';
import { IMPORT_KINDS, FAMILIES_WRITTEN } from './kinds/registry.ts';
import { looksLikeData, normalHeader, suggestMapping, uniqueHeaders, type Mapping } from './mapping.ts';
import { findImport, importStep, moveImport, openImportsBefore, saveMapping, savedMapping, updateImport, type ImportRow } from './repository.ts';
import { addMinutesToWallClock } from '../../time.ts';
import { recordStep } from '../../shared/workflowSteps/steps.ts';
import { detectFormat, sheetRows, type FileFormat } from './sheet.ts';
import { undoRecords, type UndoOutcome } from './undo.ts';

// What the HTTP handlers and the command line do with an import: one implementation for both.

export type ImportActor = { readonly id: number | null; readonly name: string; readonly email: string };

export type ServiceContext = {
  readonly db: Db;
  readonly tenantId: number;
  readonly now: () => string;
  readonly actor: ImportActor;
  readonly ip: string;
  /** Cached reads of these families end (records written in the background). */
  readonly wroteLater?: (families: readonly string[]) => void;
  /** Sends a new user's invitation (users imports). */
  readonly invite?: KindContext['invite'];
};

/** A refusal: a catalogue key and the HTTP-ish outcome it maps to. */
export type Refusal = { readonly refusal: 'invalid' | 'conflict' | 'notFound'; readonly key: string; readonly field?: string; readonly params?: Record<string, string | number> };
export const isRefusal = (v: unknown): v is Refusal => typeof v === 'object' && v !== null && 'refusal' in v;

const SAMPLE_ROWS = 10;

export const kindOf = (name: string): AnyImportKind | undefined => IMPORT_KINDS.get(name as ImportKindName);

type Head = { headers: string[]; sample: string[][]; rowCount: number };

/** The header, the first rows and the count of data rows, or why the file cannot be imported. */
async function readHead(bytes: Uint8Array, format: FileFormat, kind: AnyImportKind, language: Language): Promise<Head | Refusal> {
  let header: readonly string[] | null = null;
  const sample: string[][] = [];
  let rowCount = 0;
  try {
    for await (const r of sheetRows(bytes, format)) {
      if (header === null) header = r.cells;
      else {
        rowCount++;
        if (sample.length < SAMPLE_ROWS) sample.push([...r.cells]);
      }
    }
  } catch {
    return { refusal: 'invalid', field: 'file', key: 'imports.reasons.notASpreadsheet' };
  }
  if (header === null) return { refusal: 'invalid', field: 'file', key: 'imports.reasons.emptyFile' };
  const known = new Set(kind.fields.flatMap((f) => [f.name, ...f.aliases].map(normalHeader)));
  // A first row that names no field and holds data (numbers, dates, e-mails) is data: the header is missing.
  if (!header.some((c) => known.has(normalHeader(c))) && header.some((c) => c.trim() !== '' && looksLikeData(c))) {
    return { refusal: 'invalid', field: 'file', key: 'imports.reasons.noHeader' };
  }
  if (rowCount === 0) return { refusal: 'invalid', field: 'file', key: 'imports.reasons.noRows' };
  const headers = uniqueHeaders(header, language === 'en' ? 'Column' : 'Colonna');
  const width = headers.length;
  return { headers, sample: sample.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')), rowCount };
}

export async function upload(sc: ServiceContext, kindName: string, fileName: string, bytes: Uint8Array, language: Language): Promise<ImportRow | Refusal> {
  const kind = kindOf(kindName);
  if (!kind) return { refusal: 'invalid', field: 'kind', key: 'imports.reasons.unknownKind' };
  const format = detectFormat(bytes);
  if (format === 'empty') return { refusal: 'invalid', field: 'file', key: 'imports.reasons.emptyFile' };
  if (format === 'notASpreadsheet') return { refusal: 'invalid', field: 'file', key: 'imports.reasons.notASpreadsheet' };
  const head = await readHead(bytes, format, kind, language);
  if (isRefusal(head)) return head;
  const mapping = suggestMapping(head.headers, kind.fields, await savedMapping(sc.db, sc.tenantId, kind.kind));
  // The row and its first step in one transaction: an upload that fails leaves neither.
  const row = await sc.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(imports)
      .values({
        tenantId: sc.tenantId,
        kind: kind.kind,
        fileName,
        fileFormat: format,
        file: bytes,
        status: 'uploaded',
        headers: head.headers,
        sampleRows: head.sample,
        mapping,
        rowCount: head.rowCount,
        createdBy: sc.actor.id,
        createdAt: sc.now(),
      })
      .returning({ id: imports.id });
    if (inserted) await recordStep(tx, importStep(sc.tenantId, inserted.id), { status: 'uploaded', ...by(sc) });
    return inserted;
  });
  const stored = row ? await findImport(sc.db, sc.tenantId, row.id) : null;
  if (!stored) throw new Error('import not stored');
  return stored.row;
}

/** Problems of a mapping: unknown headers or fields, a field mapped twice, a required field left out. */
export function mappingRefusal(kind: AnyImportKind, headers: readonly string[], mapping: Mapping): Refusal | null {
  const names = new Set(kind.fields.map((f) => f.name));
  const used = new Set<string>();
  for (const [header, field] of Object.entries(mapping)) {
    if (!headers.includes(header)) return { refusal: 'invalid', field: 'mapping', key: 'imports.reasons.unknownColumn', params: { value: header } };
    if (field === null) continue;
    if (!names.has(field)) return { refusal: 'invalid', field: 'mapping', key: 'imports.reasons.unknownField', params: { value: field } };
    if (used.has(field)) return { refusal: 'invalid', field: 'mapping', key: 'imports.reasons.fieldMappedTwice', params: { value: field } };
    used.add(field);
  }
  const missing = kind.fields.find((f) => f.required && !used.has(f.name));
  return missing ? { refusal: 'invalid', field: 'mapping', key: 'imports.reasons.requiredFieldUnmapped', params: { value: missing.name } } : null;
}

const OPEN = new Set(['uploaded', 'checked']);

/** Who and when of a move the service makes (the command line's actor has no user: null). */
const by = (sc: ServiceContext) => ({ userId: sc.actor.id, at: sc.now() });

export async function setMapping(sc: ServiceContext, id: number, mapping: Mapping, createMissing?: boolean): Promise<ImportRow | Refusal> {
  const found = await findImport(sc.db, sc.tenantId, id);
  if (!found) return { refusal: 'notFound', key: 'failure.notFound' };
  if (!OPEN.has(found.row.status)) return { refusal: 'conflict', key: 'imports.reasons.notOpen' };
  const kind = kindOf(found.row.kind);
  if (!kind) return { refusal: 'notFound', key: 'failure.notFound' };
  const full: Mapping = Object.fromEntries(found.row.headers.map((h) => [h, mapping[h] ?? null]));
  const bad = mappingRefusal(kind, found.row.headers, mapping);
  if (bad) return bad;
  await saveMapping(sc.db, sc.tenantId, kind.kind, full, sc.now());
  // A new mapping makes the last check's counts stale.
  await moveImport(sc.db, sc.tenantId, id, { mapping: full, ...(createMissing === undefined ? {} : { createMissing }), status: 'uploaded', counts: null, errorCount: 0, rejected: [] }, by(sc));
  return (await findImport(sc.db, sc.tenantId, id))?.row ?? { refusal: 'notFound', key: 'failure.notFound' };
}

function engineInput(sc: ServiceContext, row: ImportRow, kind: AnyImportKind) {
  const ctx: KindContext = { db: sc.db, tenantId: sc.tenantId, now: sc.now(), userId: sc.actor.id, createMissing: row.createMissing, ...(sc.invite ? { invite: sc.invite } : {}) };
  return { ctx, importId: row.id, kind, bytes: row.file ?? new Uint8Array(), format: row.fileFormat as FileFormat, headers: row.headers, mapping: row.mapping };
}

const stored = (r: PassResult) => ({ counts: r.counts, errorCount: r.rejected.reduce((n, x) => n + x.errors.length, 0), rejected: r.rejected });

/** The dry run: counts and every bad row, nothing written but the import's own state. */
export async function check(sc: ServiceContext, id: number): Promise<ImportRow | Refusal> {
  const found = await findImport(sc.db, sc.tenantId, id, { withFile: true });
  if (!found) return { refusal: 'notFound', key: 'failure.notFound' };
  const row = found.row;
  if (!OPEN.has(row.status) || row.file === null) return { refusal: 'conflict', key: 'imports.reasons.notOpen' };
  const kind = kindOf(row.kind);
  if (!kind) return { refusal: 'notFound', key: 'failure.notFound' };
  const bad = mappingRefusal(kind, row.headers, row.mapping);
  if (bad) return bad;
  const result = await importPass(engineInput(sc, row, kind), false);
  await moveImport(sc.db, sc.tenantId, id, { status: 'checked', ...stored(result) }, by(sc));
  return (await findImport(sc.db, sc.tenantId, id))?.row ?? { refusal: 'notFound', key: 'failure.notFound' };
}

/** Imports being written in this process, with their cancel flags and the progress of a pass held in a transaction. */
const running = new Map<number, { cancel: boolean; settled: Promise<void>; progress: number | null }>();

/**
 * The rows done of an import this process is writing in one transaction (all-or-nothing): its progress cannot go
 * to the database meanwhile (uncommitted, and on PGlite the transaction holds the only connection), so the
 * status answer reads it from here. Null when not known here (another process's import: the stored progress).
 */
export const liveProgress = (id: number): number | null => running.get(id)?.progress ?? null;

/** Thrown inside the all-or-nothing transaction to roll it back: on a cancel (`result` null) or rows refused while writing. */
class RolledBack extends Error {
  readonly _tag = 'ImportRolledBack';
  constructor(readonly result: PassResult | null) {
    super('import rolled back');
  }
}

/** Settles when the import's background run has ended (tests and the command line wait on it). */
export const settled = (id: number): Promise<void> => running.get(id)?.settled ?? Promise.resolve();

export async function startRun(sc: ServiceContext, id: number, mode: ImportMode): Promise<ImportRow | Refusal> {
  const found = await findImport(sc.db, sc.tenantId, id, { withFile: true });
  if (!found) return { refusal: 'notFound', key: 'failure.notFound' };
  const row = found.row;
  if (!OPEN.has(row.status) || row.file === null || running.has(id)) return { refusal: 'conflict', key: 'imports.reasons.notOpen' };
  const kind = kindOf(row.kind);
  if (!kind) return { refusal: 'notFound', key: 'failure.notFound' };
  const bad = mappingRefusal(kind, row.headers, row.mapping);
  if (bad) return bad;
  await moveImport(sc.db, sc.tenantId, id, { status: 'importing', mode, progressDone: 0 }, by(sc));
  const job: { cancel: boolean; settled: Promise<void>; progress: number | null } = { cancel: false, settled: Promise.resolve(), progress: null };
  running.set(id, job);
  job.settled = execute(sc, row, kind, mode, () => job.cancel, (done) => (job.progress = done)).finally(() => running.delete(id));
  return (await findImport(sc.db, sc.tenantId, id))?.row ?? { refusal: 'notFound', key: 'failure.notFound' };
}

/**
 * The all-or-nothing writing pass in one database transaction: any failure or a cancel rolls every batch back.
 * Progress goes to memory meanwhile (`liveProgress`). On PGlite (one connection) other requests wait for the
 * transaction to end: the pass is kept to the writes (the file was checked before, outside it).
 */
async function writeAllOrNothing(sc: ServiceContext, input: ReturnType<typeof engineInput>, hooks: { progress: (done: number) => void; cancelled: () => boolean }): Promise<PassResult> {
  return sc.db.transaction(async (tx) => {
    const result = await importPass({ ...input, ctx: { ...input.ctx, db: tx }, inTransaction: true }, true, hooks);
    if (result.cancelled) throw new RolledBack(null);
    // A row the check passed and the writing refused (a record changed in between): nothing is kept.
    if (result.counts.rejected > 0) throw new RolledBack(result);
    return result;
  });
}

async function execute(sc: ServiceContext, row: ImportRow, kind: AnyImportKind, mode: ImportMode, cancelled: () => boolean, live: (done: number) => void): Promise<void> {
  const input = engineInput(sc, row, kind);
  const total = row.rowCount;
  // All-or-nothing reads the whole file before writing a row: the first half of the bar is that check.
  const share = mode === 'all-or-nothing' ? 2 : 1;
  const progress = (offset: number) => async (done: number) => {
    await updateImport(sc.db, sc.tenantId, row.id, { progressDone: Math.min(total, Math.floor(offset + done / share)) });
  };
  // The run's end is its starter's move (a cancel asked by someone else stops it; the step is the run's).
  const finish = async (values: Partial<typeof imports.$inferInsert> & { status: string }): Promise<void> => {
    await moveImport(sc.db, sc.tenantId, row.id, { finishedAt: sc.now(), file: null, ...values }, by(sc));
  };
  try {
    if (mode === 'all-or-nothing') {
      const dry = await importPass(input, false, { progress: progress(0), cancelled });
      if (dry.cancelled) return await finish({ status: 'cancelled' });
      if (dry.counts.rejected > 0) return await finish({ status: 'failed', ...stored(dry) });
      const result = await writeAllOrNothing(sc, input, { progress: (done) => live(Math.min(total, Math.floor(total / 2 + done / 2))), cancelled }).catch((e: unknown) => {
        if (e instanceof RolledBack) return e.result;
        throw e;
      });
      if (result === null) return await finish({ status: 'cancelled', progressDone: 0 });
      if (result.counts.rejected > 0) return await finish({ status: 'failed', ...stored(result) });
      return await done(result);
    }
    const result = await importPass(input, true, { progress: progress(0), cancelled });
    if (result.cancelled) {
      await takeBack(sc.db, sc.tenantId, row.id);
      return await finish({ status: 'cancelled', progressDone: 0 });
    }
    await done(result);
  } catch (e) {
    // A database failure mid-way: what was written is taken back, so the tenant is as it was before (all-or-nothing:
    // its transaction has rolled back already, nothing to take back).
    if (mode !== 'all-or-nothing') await takeBack(sc.db, sc.tenantId, row.id).catch(() => undefined);
    const failure: StoredRejection = { row: 0, cells: [], errors: [{ column: null, value: e instanceof Error ? e.message.slice(0, 200) : null, key: 'imports.reasons.writeFailed' }] };
    await finish({ status: 'failed', errorCount: 1, rejected: [failure] });
  } finally {
    sc.wroteLater?.(FAMILIES_WRITTEN[kind.kind]);
  }

  async function done(result: PassResult): Promise<void> {
    await finish({ status: 'done', progressDone: total, ...stored(result) });
    await recordAudit(sc.db, {
      tenantId: sc.tenantId,
      actor: auditActor(sc.actor),
      action: 'import.run',
      ip: sc.ip,
      now: sc.now(),
      subject: { type: 'import', id: row.id, label: row.fileName },
      changes: { kind: { before: null, after: kind.kind }, mode: { before: null, after: mode }, ...countsChange(result) },
    });
  }
}

const auditActor = (a: ImportActor): AuditActor => (a.id === null ? null : { id: a.id, name: a.name, email: a.email });

const countsChange = (r: { counts: Record<string, number> }) => Object.fromEntries(Object.entries(r.counts).map(([k, v]) => [k, { before: null, after: v }]));

export async function cancel(sc: ServiceContext, id: number): Promise<ImportRow | Refusal> {
  const found = await findImport(sc.db, sc.tenantId, id);
  if (!found) return { refusal: 'notFound', key: 'failure.notFound' };
  const job = running.get(id);
  if (job) {
    job.cancel = true;
    await job.settled;
  } else if (OPEN.has(found.row.status)) {
    await moveImport(sc.db, sc.tenantId, id, { status: 'cancelled', finishedAt: sc.now(), file: null }, by(sc));
  } else return { refusal: 'conflict', key: 'imports.reasons.notCancellable' };
  return (await findImport(sc.db, sc.tenantId, id))?.row ?? { refusal: 'notFound', key: 'failure.notFound' };
}

/** How long an upload may wait for its run: a day later nobody is still at its screen (the screen cannot reopen it). */
export const ABANDONED_AFTER_HOURS = 24;

/**
 * Uploads left open longer than that are discarded as a cancel would (their file dropped, the step by nobody), so
 * the history never keeps reading "uploaded" for a file nobody will import. Returns whether any moved.
 */
export async function discardAbandoned(sc: Pick<ServiceContext, 'db' | 'tenantId' | 'now'>): Promise<boolean> {
  const now = sc.now();
  const stale = (await openImportsBefore(sc.db, sc.tenantId, addMinutesToWallClock(now, -ABANDONED_AFTER_HOURS * 60))).filter((id) => !running.has(id));
  for (const id of stale) await moveImport(sc.db, sc.tenantId, id, { status: 'cancelled', finishedAt: now, file: null }, { userId: null, at: now });
  return stale.length > 0;
}

export async function undo(sc: ServiceContext, id: number): Promise<{ outcome: UndoOutcome; row: ImportRow } | Refusal> {
  const found = await findImport(sc.db, sc.tenantId, id);
  if (!found) return { refusal: 'notFound', key: 'failure.notFound' };
  if (found.row.status !== 'done') return { refusal: 'conflict', key: 'imports.reasons.notUndoable' };
  const now = sc.now();
  const outcome = await sc.db.transaction(async (tx) => {
    const o = await undoRecords(tx, sc.tenantId, id, { force: false, now });
    await moveImport(tx, sc.tenantId, id, { status: 'undone', undoneAt: now }, by(sc));
    await recordAudit(tx, {
      tenantId: sc.tenantId,
      actor: auditActor(sc.actor),
      action: 'import.undone',
      ip: sc.ip,
      now,
      subject: { type: 'import', id, label: found.row.fileName },
      changes: { removed: { before: null, after: o.removed }, restored: { before: null, after: o.restored }, kept: { before: null, after: o.kept.length } },
    });
    return o;
  });
  const kind = kindOf(found.row.kind);
  if (kind) sc.wroteLater?.(FAMILIES_WRITTEN[kind.kind]);
  const row = (await findImport(sc.db, sc.tenantId, id))?.row;
  return row ? { outcome, row } : { refusal: 'notFound', key: 'failure.notFound' };
}

/** Records an import wrote (tests: the undo's before-images). */
export const recordsOf = (db: Db, importId: number) => db.select().from(importRecords).where(eq(importRecords.importId, importId));
