import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { migrationsFolder } from '../db/open.ts';
import { rowsOf } from '../db/rows.ts';

// Probes for a load balancer or an orchestrator, outside /api so they need no tenant Host, no token and no contract:
// GET /healthz — the process answers (liveness: restart it when this fails);
// GET /readyz — the database answers and every migration this build ships is applied (readiness: send it traffic).

/** The migrations this build ships (drizzle-kit's journal), counted once. */
function shippedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries?: unknown[] };
  return journal.entries?.length ?? 0;
}

export type Readiness = { readonly status: 'ready' | 'unavailable'; readonly database: 'ok' | 'unreachable'; readonly migrations: { applied: number; expected: number } | null };

/** Bounded: a database that hangs makes the probe fail, not hang. */
const PROBE_TIMEOUT_MS = 3000;

export async function readiness(db: Db, expected: number = shippedMigrations()): Promise<Readiness> {
  const probe = (async (): Promise<number | null> => {
    await db.execute(sql`select 1`);
    // No table yet: nothing applied (the database answers, but this build's schema is not there).
    const r = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`).catch(() => null);
    return r === null ? 0 : Number(rowsOf(r)[0]?.n ?? 0);
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PROBE_TIMEOUT_MS);
  });
  const applied = await Promise.race([probe, timeout]).catch(() => null);
  clearTimeout(timer);
  if (applied === null) {
    probe.catch(() => undefined);
    return { status: 'unavailable', database: 'unreachable', migrations: null };
  }
  return { status: applied >= expected ? 'ready' : 'unavailable', database: 'ok', migrations: { applied, expected } };
}
