import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { VacationLink } from './present.ts';

// The vacation behind an event (`vacation: {id, status}`). The vacations module owns that table and may not be
// installed with this one, so it is read by name when present instead of importing its schema.

export async function vacationLinks(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, VacationLink>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const probe = await db.execute<{ present: boolean }>(sql`select to_regclass('public.vacations') is not null as present`);
  if (!rowsOf<{ present: boolean }>(probe)[0]?.present) return new Map();
  const result = await db.execute<{ id: number; status: string }>(
    sql`select id, status from vacations where tenant_id = ${tenantId} and id in (${sql.join(
      wanted.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rowsOf<{ id: number; status: string }>(result).map((r) => [Number(r.id), { id: Number(r.id), status: String(r.status) }]));
}

/** node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  return [];
}
