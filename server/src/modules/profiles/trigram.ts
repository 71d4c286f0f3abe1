import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

// Whether the database offers pg_trgm's similarity(). PostgreSQL ships it as a contrib extension and PGlite as a
// loadable one (opened with it, see db/open.ts); boot tries to create it, and a database where that failed (no
// contrib package, no rights) still answers duplicate look-ups through the token fallback of duplicates.ts.

/** Tries once at start-up; never throws: lacking the extension is a supported configuration. */
export async function enableTrigram(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`create extension if not exists pg_trgm`);
  } catch {
    // Fall through: the check below reports what the database really has.
  }
  return hasTrigram(db, { fresh: true });
}

const known = new WeakMap<Db, Promise<boolean>>();

/** Cached per database handle: the extension does not come and go while the server runs. */
export function hasTrigram(db: Db, opts: { fresh?: boolean } = {}): Promise<boolean> {
  const hit = opts.fresh ? undefined : known.get(db);
  if (hit) return hit;
  const probe = db
    .execute(sql`select 1 as present from pg_extension where extname = 'pg_trgm'`)
    .then((r) => rowsOf(r).length > 0)
    .catch(() => false);
  known.set(db, probe);
  return probe;
}
