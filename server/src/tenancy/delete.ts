import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { tenants } from '../db/schema/core.ts';
import { tenantCounts, type ExportDeps } from './export.ts';

// `tenant delete` (after an export, checked by the command): every row goes with the tenant (ON DELETE CASCADE
// on every tenant_id), and its uploaded files on disk with it.

export async function deleteTenant(ctx: ExportDeps, tenantId: number): Promise<{ rows: number; files: number }> {
  const db = ctx.db;
  const counts = await tenantCounts(db, tenantId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from media where tenant_id = ${tenantId}`);
    await tx.delete(tenants).where(eq(tenants.id, tenantId));
  });
  // Files on disk live under media/<tenant id>/ (media/store.ts); removed once the rows are gone for good.
  const folder = path.join(ctx.config.dataDir, 'media', String(tenantId));
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
  await fs.promises.rm(folder, { recursive: true, force: true });
  return { rows: Object.values(counts).reduce((a, b) => a + b, 0), files };
}
