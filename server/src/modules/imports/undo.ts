import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importRecords } from '../../db/schema/imports.ts';
import { quoteIdent } from '../../tenancy/tables.ts';
import { fingerprints, IMPORT_TABLES, remove, restore, type ImportTable } from './records.ts';

// Undo of a whole import (issue 34 point 4): what it created goes, what it updated gets its before-image back,
// except a record a person changed since (its row differs from the after-image): that one is kept and named.
// Records are taken back newest first, so a contact goes before its profile and a price-list row before its list.

export type KeptRecord = { readonly row: number; readonly record: string; readonly reason: string };
export type UndoOutcome = { removed: number; restored: number; kept: KeptRecord[] };

const isImportTable = (name: string): name is ImportTable => (IMPORT_TABLES as readonly string[]).includes(name);

/** `force`: take everything back regardless of later edits (a failed or cancelled run taking back its batches). */
export async function undoRecords(db: Db, tenantId: number, importId: number, options: { force: boolean; now?: string }): Promise<UndoOutcome> {
  const records = await db.select().from(importRecords).where(eq(importRecords.importId, importId)).orderBy(desc(importRecords.id));
  const current = new Map<string, string>();
  const idsByTable = new Map<ImportTable, number[]>();
  for (const r of records) if (isImportTable(r.tableName)) idsByTable.set(r.tableName, [...(idsByTable.get(r.tableName) ?? []), r.recordId]);
  for (const [table, ids] of idsByTable) for (const [id, hash] of await fingerprints(db, table, tenantId, ids)) current.set(`${table}:${id}`, hash);

  const out: UndoOutcome = { removed: 0, restored: 0, kept: [] };
  for (const r of records) {
    const now = current.get(`${r.tableName}:${r.recordId}`);
    if (now === undefined) {
      // Gone already: deleted by a person (an updated record cannot be brought back without overwriting that choice).
      if (r.action === 'updated') out.kept.push({ row: r.row, record: r.label, reason: 'imports.undo.deletedSince' });
      continue;
    }
    if (!options.force && now !== r.after) {
      out.kept.push({ row: r.row, record: r.label, reason: 'imports.undo.changedSince' });
      continue;
    }
    if (r.action === 'updated') {
      await restore(db, r.tableName, tenantId, r.recordId, r.before as Record<string, unknown>);
      out.restored++;
    } else if (r.tableName === 'profiles' && !options.force) {
      // The app deletes profiles softly: quotes, reports and tasks added since keep showing the name.
      await db.execute(sql`update ${quoteIdent('profiles')} set deleted_at = ${options.now ?? null} where id = ${r.recordId} and tenant_id = ${tenantId}`);
      out.removed++;
    } else {
      const gone = await db
        .transaction(async (sp) => {
          await remove(sp, r.tableName, tenantId, r.recordId);
          return true;
        })
        .catch(() => false);
      if (gone) out.removed++;
      else out.kept.push({ row: r.row, record: r.label, reason: 'imports.undo.inUse' });
    }
  }
  // Named in the file's order, as people read their sheet.
  out.kept.sort((a, b) => a.row - b.row);
  return out;
}
