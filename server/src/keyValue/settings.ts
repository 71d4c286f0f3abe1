import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tenantSettings } from '../db/schema/core.ts';
import type { KeyValue } from './preferences.ts';

/** A setting on the wire (contract Setting): its value a string, a list of strings or null. */
export type SettingView = { readonly key: string; readonly value: string | readonly string[] | null };

// Every value is written through SettingInput (a string, a list of strings or null), so the stored jsonb is one;
// anything else (a hand-edited row) reads as unset rather than breaking the contract's type.
const settingValue = (v: unknown): SettingView['value'] => {
  if (typeof v === 'string') return v;
  return Array.isArray(v) && v.every((item) => typeof item === 'string') ? v.map(String) : null;
};
export const presentSetting = (row: KeyValue): SettingView => ({ key: row.key, value: settingValue(row.value) });

export async function listSettings(db: Db, tenantId: number, opts: { limit: number; offset: number }) {
  const where = eq(tenantSettings.tenantId, tenantId);
  const rows = await db
    .select({ key: tenantSettings.key, value: tenantSettings.value })
    .from(tenantSettings)
    .where(where)
    .orderBy(asc(tenantSettings.key))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(tenantSettings).where(where);
  return { rows: rows.map(presentSetting), total: total?.n ?? 0 };
}

export async function getSetting(db: Db, tenantId: number, key: string): Promise<KeyValue | null> {
  const [row] = await db
    .select({ key: tenantSettings.key, value: tenantSettings.value })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, key)))
    .limit(1);
  return row ?? null;
}

export async function setSetting(db: Db, tenantId: number, key: string, value: unknown, now: string): Promise<{ created: boolean }> {
  const existing = await getSetting(db, tenantId, key);
  await db
    .insert(tenantSettings)
    .values({ tenantId, key, value, updatedAt: now })
    .onConflictDoUpdate({ target: [tenantSettings.tenantId, tenantSettings.key], set: { value, updatedAt: now } });
  return { created: existing === null };
}

export async function deleteSetting(db: Db, tenantId: number, key: string): Promise<boolean> {
  const rows = await db
    .delete(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, key)))
    .returning({ key: tenantSettings.key });
  return rows.length > 0;
}
