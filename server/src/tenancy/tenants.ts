import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tenantSettings, tenants } from '../db/schema/core.ts';
import { createGenerationCache } from '../cache/generationCache.ts';
import type { WriteGeneration } from '../cache/writeGeneration.ts';
import type { TenantInfo } from '../http/context.ts';
import type { Logger } from '../log.ts';
import { isTimeZone, usableSettings } from '../settings/schema.ts';
import { HIDDEN_MODULES_KEY, TIMEZONE_KEY } from './settingKeys.ts';

/** The wall clock of a tenant whose stored zone is not one (the product's home). */
const DEFAULT_TIME_ZONE = 'Europe/Rome';

export type TenantDirectory = {
  /** The tenant with this slug, or null when there is none. */
  bySlug(slug: string): Promise<TenantInfo | null>;
};

/** Tenants looked up at most (unknown slugs included, so a host scan cannot grow the cache without bound). */
const MAX_ENTRIES = 1_000;

/** A tenant's record and settings change through these families (tenant 0 stands for "no such tenant yet"). */
const TENANT_FAMILIES: readonly string[] = ['settings', 'tenants'];
const UNKNOWN_TENANT = 0;

/**
 * Every /api call needs its tenant and settings, which change rarely. Like the other caches they are kept for the
 * write stamp they were read at: a settings change of the tenant is seen by the next request.
 */
export function createTenantDirectory(db: Db, generation: WriteGeneration, ttlMs: number, log?: Pick<Logger, 'warn'>): TenantDirectory {
  const cache = createGenerationCache<TenantInfo | null>(MAX_ENTRIES);
  // A slug names the same tenant for good once found: its id scopes the stamp of its cached record.
  const idBySlug = new Map<string, number>();
  const stampOf = (slug: string): number => generation.stamp(idBySlug.get(slug) ?? UNKNOWN_TENANT, TENANT_FAMILIES);

  async function load(slug: string): Promise<TenantInfo | null> {
    const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
    if (!row) return null;
    const rows = await db.select({ key: tenantSettings.key, value: tenantSettings.value }).from(tenantSettings).where(eq(tenantSettings.tenantId, row.id));
    // A stored value that no longer validates (written before the schema, or by hand) is ignored, not obeyed:
    // `timezone: dark` made every request of the tenant, sign-in and its repair included, a 500.
    const settings = usableSettings(rows, ({ key, value }) =>
      log?.warn(`tenant ${row.slug}: the stored setting ${key} = ${JSON.stringify(value)} is not valid; its default is used`),
    );
    const hidden = settings.get(HIDDEN_MODULES_KEY);
    const zone = settings.get(TIMEZONE_KEY);
    const ownZone = isTimeZone(row.timezone) ? row.timezone : DEFAULT_TIME_ZONE;
    if (ownZone !== row.timezone) log?.warn(`tenant ${row.slug}: the stored time zone ${JSON.stringify(row.timezone)} is not valid; ${DEFAULT_TIME_ZONE} is used`);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      avatarUrl: row.avatarUrl,
      faviconUrl: row.faviconUrl,
      timezone: typeof zone === 'string' && zone !== '' ? zone : ownZone,
      settings,
      hiddenModules: new Set(Array.isArray(hidden) ? hidden.filter((m): m is string => typeof m === 'string') : []),
    };
  }

  return {
    async bySlug(slug) {
      const readAt = stampOf(slug);
      const hit = cache.get(slug, readAt, Date.now());
      if (hit !== undefined) return hit;
      const value = await load(slug);
      if (value !== null && !idBySlug.has(slug)) {
        // First sighting: the stamp of the unknown-tenant scope no longer applies; keep it for the next read.
        idBySlug.set(slug, value.id);
        return value;
      }
      if (ttlMs > 0) cache.set(slug, value, { generation: readAt, currentGeneration: stampOf(slug), expiresAt: Date.now() + ttlMs, weight: 1 });
      return value;
    },
  };
}
