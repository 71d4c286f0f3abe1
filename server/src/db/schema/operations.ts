import { bigint, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from '../columns.ts';

// Records of the operator's work on the instance (issue 33): tenant exports and instance backups.

/** One export of a tenant; by slug, so the record outlives the tenant (`tenant delete` needs a recent one). */
export const tenantExports = pgTable(
  'tenant_exports',
  {
    id: id(),
    tenantSlug: text('tenant_slug').notNull(),
    /** `cli` or `settings` (the administrator's download, at most one a day). */
    via: text('via').notNull(),
    madeAt: instant('made_at').notNull().defaultNow(),
  },
  (t) => [index('tenant_exports_slug').on(t.tenantSlug, t.madeAt)],
);

/** A finished, verified instance backup. */
export const instanceBackups = pgTable('instance_backups', {
  id: id(),
  finishedAt: instant('finished_at').notNull().defaultNow(),
  file: text('file').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  scheduled: boolean('scheduled').notNull().default(false),
});
