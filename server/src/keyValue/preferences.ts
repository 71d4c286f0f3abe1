import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userPreferences } from '../db/schema/core.ts';
import { runNamed } from '../db/named.ts';
import { rowsOf } from '../db/rows.ts';

export type KeyValue = { readonly key: string; readonly value: unknown };

/** Secrets among preferences: stored, never returned (PreferenceInput). */
const MASKED = new Set(['newsletter.password']);
export const MASK = '********';

/** A preference on the wire (contract Preference): its value a string or null. */
export type PreferenceView = { readonly key: string; readonly value: string | null };

// Every value is written through PreferenceInput (a string or null), so the stored jsonb is one; anything else
// (a hand-edited row) reads as unset rather than breaking the contract's type.
export const presentPreference = (row: KeyValue): PreferenceView => ({
  key: row.key,
  value: MASKED.has(row.key) && row.value !== null ? MASK : typeof row.value === 'string' ? row.value : null,
});

const scope = (tenantId: number, userId: number) => and(eq(userPreferences.tenantId, tenantId), eq(userPreferences.userId, userId));

export async function listPreferences(db: Db, tenantId: number, userId: number, opts: { key?: string | undefined; limit: number; offset: number }) {
  const where = opts.key ? and(scope(tenantId, userId), eq(userPreferences.key, opts.key)) : scope(tenantId, userId);
  const rows = await db
    .select({ key: userPreferences.key, value: userPreferences.value })
    .from(userPreferences)
    .where(where)
    .orderBy(asc(userPreferences.key))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(userPreferences).where(where);
  return { rows: rows.map(presentPreference), total: total?.n ?? 0 };
}

export async function getPreference(db: Db, tenantId: number, userId: number, key: string): Promise<KeyValue | null> {
  const [row] = await db
    .select({ key: userPreferences.key, value: userPreferences.value })
    .from(userPreferences)
    .where(and(scope(tenantId, userId), eq(userPreferences.key, key)))
    .limit(1);
  return row ?? null;
}

/**
 * Upsert in one statement; returns whether the key was new. A row the upsert inserted has no deleting transaction
 * (`xmax` 0); one it updated carries the updating one (PostgreSQL's documented way to tell the two apart). A named
 * prepared statement (db/named.ts): saved on every fold of a menu or change of a view, it is among the most frequent
 * writes, and parsing and planning it each time cost as much as running it on the embedded database.
 */
export async function setPreference(db: Db, tenantId: number, userId: number, key: string, value: unknown, now: string): Promise<{ created: boolean }> {
  const [row] = rowsOf(
    await runNamed(
      db,
      sql`insert into ${userPreferences} (tenant_id, user_id, key, value, updated_at)
values (${tenantId}::int, ${userId}::int, ${key}::text, ${JSON.stringify(value)}::jsonb, ${now}::timestamp(0))
on conflict (user_id, key) do update set value = excluded.value, updated_at = excluded.updated_at
returning (xmax = 0) as created`,
    ),
  );
  return { created: row?.created === true };
}

export async function deletePreference(db: Db, tenantId: number, userId: number, key: string): Promise<boolean> {
  const rows = await db.delete(userPreferences).where(and(scope(tenantId, userId), eq(userPreferences.key, key))).returning({ key: userPreferences.key });
  return rows.length > 0;
}
