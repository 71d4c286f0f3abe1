import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tenantSettings, tenants } from '../db/schema/core.ts';
import type { TenantInfo } from '../http/context.ts';
import { HIDDEN_MODULES_KEY, TIMEZONE_KEY } from './settingKeys.ts';

export type TenantDirectory = {
  /** The tenant with this slug, or null when there is none. */
  bySlug(slug: string): Promise<TenantInfo | null>;
  /** Forget cached data of one tenant (after its settings change) or of all. */
  invalidate(slug?: string): void;
};

/**
 * Every /api call needs its tenant and settings; they change rarely and only through the settings calls, which
 * invalidate this cache. The short time-to-live bounds staleness when several processes share one PostgreSQL.
 */
const TTL_MS = 5_000;

export function createTenantDirectory(db: Db): TenantDirectory {
  const cache = new Map<string, { at: number; value: TenantInfo | null }>();

  async function load(slug: string): Promise<TenantInfo | null> {
    const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
    if (!row) return null;
    const rows = await db.select({ key: tenantSettings.key, value: tenantSettings.value }).from(tenantSettings).where(eq(tenantSettings.tenantId, row.id));
    const settings = new Map<string, unknown>(rows.map((r) => [r.key, r.value]));
    const hidden = settings.get(HIDDEN_MODULES_KEY);
    const zone = settings.get(TIMEZONE_KEY);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      avatarUrl: row.avatarUrl,
      faviconUrl: row.faviconUrl,
      timezone: typeof zone === 'string' && zone !== '' ? zone : row.timezone,
      settings,
      hiddenModules: new Set(Array.isArray(hidden) ? hidden.filter((m): m is string => typeof m === 'string') : []),
    };
  }

  return {
    async bySlug(slug) {
      const hit = cache.get(slug);
      const now = Date.now();
      if (hit && now - hit.at < TTL_MS) return hit.value;
      const value = await load(slug);
      cache.set(slug, { at: now, value });
      return value;
    },
    invalidate(slug) {
      if (slug === undefined) cache.clear();
      else cache.delete(slug);
    },
  };
}
