import type { Language } from '../../../../src/domain/constants/languages.ts';
import type { Schema } from '../../http/operationTypes.ts';
import { message, type MessageParam } from '../../i18n/message.ts';
import { fieldLabel, renderMessage } from '../../i18n/render.ts';
import type { StoredRejection } from '../../db/schema/imports.ts';
import { kindOf } from './service.ts';
import type { ImportWithUser } from './repository.ts';
import type { KeptRecord } from './undo.ts';

// Imports on the wire: reasons worded in the reader's language at answer time (they are stored as catalogue keys).

const ERRORS_SHOWN = 1000;

const params = (p: Record<string, unknown> | undefined): Record<string, MessageParam> | undefined =>
  p ? Object.fromEntries(Object.entries(p).map(([k, v]) => [k, typeof v === 'number' ? v : String(v)])) : undefined;

export const reasonText = (key: string, p: Record<string, unknown> | undefined, language: Language): string => renderMessage(message(key, params(p)), language);

export function presentErrors(rejected: readonly StoredRejection[], language: Language, limit = ERRORS_SHOWN) {
  const out: { row: number; column: string | null; value: string | null; reason: string }[] = [];
  for (const r of rejected) {
    for (const e of r.errors) {
      if (out.length >= limit) return out;
      out.push({ row: Math.max(1, r.row), column: e.column, value: e.value, reason: reasonText(e.key, e.params, language) });
    }
  }
  return out;
}

export function presentImportSummary({ row, user }: ImportWithUser): Schema<'ImportSummary'> {
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    status: row.status,
    mode: row.mode,
    row_count: row.rowCount,
    counts: row.counts,
    error_count: row.errorCount,
    created_by: user ? { id: user.id, name: user.name, email: user.email, avatar_url: user.avatarUrl } : null,
    created_at: row.createdAt,
    finished_at: row.finishedAt,
    undone_at: row.undoneAt,
  };
}

export function presentImport(found: ImportWithUser, language: Language, suggested: Record<string, string | null> = found.row.mapping): Schema<'Import'> {
  const { row } = found;
  const kind = kindOf(row.kind);
  return {
    ...presentImportSummary(found),
    headers: row.headers,
    sample_rows: row.sampleRows,
    mapping: row.mapping,
    create_missing: row.createMissing,
    suggested_mapping: suggested,
    fields: (kind?.fields ?? []).map((f) => ({ name: f.name, label: fieldLabel(f.name, language), required: f.required })),
    progress: { done: row.progressDone, total: row.rowCount },
    errors: presentErrors(row.rejected, language),
  };
}

export const presentKept = (kept: readonly KeptRecord[], language: Language) =>
  kept.map((k) => ({ row: Math.max(1, k.row), record: k.record, reason: renderMessage(message(k.reason), language) }));
