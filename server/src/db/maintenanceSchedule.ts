import type { Database } from './open.ts';

// When the embedded database's housekeeping runs (db/open.ts: PGlite has no autovacuum and no checkpointer).
// Issue 36.6, quick back after a crash: nothing of it runs before the server listens — a VACUUM holds PGlite's
// only connection for seconds, and a restarted server should be answering by then — and a restart does not
// VACUUM again when the last one is recent.

/** VACUUM (ANALYZE) once serving, then this often. */
export const MAINTENANCE_EVERY_MS = 6 * 3600_000;
/** What a crash leaves to replay is at most this much writing. */
export const CHECKPOINT_EVERY_MS = 30_000;
/** The first maintenance waits this long after listening: the first requests (a load balancer's, people's) go first. */
export const MAINTENANCE_AFTER_LISTEN_MS = 10_000;

export type MaintenanceTimers = {
  readonly setTimeout: (fn: () => void, ms: number) => { unref(): unknown };
  readonly setInterval: (fn: () => void, ms: number) => { unref(): unknown };
};

/** `server`: the listening server (its 'listening' event starts the schedule). `failed`: a run that threw. */
export function scheduleMaintenance(
  server: { once(event: 'listening', listener: () => void): unknown },
  database: Pick<Database, 'maintain' | 'maintainedWithin' | 'checkpoint'>,
  failed: (what: 'maintenance' | 'checkpoint', e: unknown) => void,
  timers: MaintenanceTimers = { setTimeout, setInterval },
): void {
  const maintain = (): void => void database.maintain().catch((e: unknown) => failed('maintenance', e));
  const checkpoint = (): void => void database.checkpoint().catch((e: unknown) => failed('checkpoint', e));
  server.once('listening', () => {
    if (!database.maintainedWithin(MAINTENANCE_EVERY_MS)) timers.setTimeout(maintain, MAINTENANCE_AFTER_LISTEN_MS).unref();
    timers.setInterval(maintain, MAINTENANCE_EVERY_MS).unref();
    timers.setInterval(checkpoint, CHECKPOINT_EVERY_MS).unref();
  });
}
