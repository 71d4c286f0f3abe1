import type { components } from '../../../../src/api/schema.gen.ts';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, wallClock, createdAt, updatedAt } from '../columns.ts';
import { tenants, users } from './core.ts';

// Spreadsheet imports (issue 34): the uploaded file and its state, the mapping saved per tenant and kind, and per
// written record its before- and after-image so that a whole import can be undone.

/** PostgreSQL `bytea` as bytes (node-postgres answers a Buffer, PGlite a Uint8Array: both are Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** One rejected row: its cells as read (for the error file) and every reason, as catalogue messages. */
export type StoredRejection = {
  readonly row: number;
  readonly cells: readonly string[];
  readonly errors: readonly { readonly column: string | null; readonly value: string | null; readonly key: string; readonly params?: Record<string, unknown> }[];
};

export type StoredCounts = { created: number; updated: number; unchanged: number; rejected: number };

export const imports = pgTable(
  'imports',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<components['schemas']['ImportKind']>().notNull(),
    fileName: text('file_name').notNull(),
    /** xlsx | csv */
    fileFormat: text('file_format').notNull(),
    /** The file as uploaded; dropped once the import is finished (done, failed, cancelled). */
    file: bytea('file'),
    status: text('status').$type<components['schemas']['ImportStatus']>().notNull(),
    mode: text('mode').$type<components['schemas']['ImportMode']>(),
    headers: jsonb('headers').$type<string[]>().notNull().default([]),
    sampleRows: jsonb('sample_rows').$type<string[][]>().notNull().default([]),
    mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull().default({}),
    /** Create article taxonomies and profile categories named in the file that do not exist yet. */
    createMissing: boolean('create_missing').notNull().default(false),
    rowCount: integer('row_count').notNull().default(0),
    counts: jsonb('counts').$type<StoredCounts>(),
    errorCount: integer('error_count').notNull().default(0),
    rejected: jsonb('rejected').$type<StoredRejection[]>().notNull().default([]),
    progressDone: integer('progress_done').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: wallClock('finished_at'),
    undoneAt: wallClock('undone_at'),
  },
  (t) => [index('imports_tenant').on(t.tenantId, t.id)],
);

export const importMappings = pgTable(
  'import_mappings',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
);

export const importRecords = pgTable(
  'import_records',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    importId: integer('import_id').notNull().references(() => imports.id, { onDelete: 'cascade' }),
    /** The file's row (header = 1) that wrote the record. */
    row: integer('row').notNull(),
    tableName: text('table_name').notNull(),
    recordId: integer('record_id').notNull(),
    /** The record's name as people know it, for the undo's "kept" list. */
    label: text('label').notNull(),
    /** created | updated */
    action: text('action').notNull(),
    /** The whole row before the import (`to_jsonb`), null when the import created it. */
    before: jsonb('before'),
    /** The md5 of the row as the import left it (records.ts rowFingerprint): a later difference means a person edited it since. */
    after: jsonb('after').$type<string>().notNull(),
  },
  (t) => [index('import_records_import').on(t.importId, t.id)],
);
