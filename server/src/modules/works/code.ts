import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { works } from '../../db/schema/works.ts';

// Work codes `YYYY-NNNN` (contract createWork): the year of the tenant's today and the next free number.

export async function nextWorkCode(db: Db, tenantId: number, today: string): Promise<string> {
  const year = today.slice(0, 4);
  const [row] = await db
    .select({ n: sql<number | null>`max(cast(substring(${works.code} from 6) as integer))` })
    .from(works)
    .where(and(eq(works.tenantId, tenantId), like(works.code, `${year}-%`), sql`${works.code} ~ '^[0-9]{4}-[0-9]+$'`));
  const next = (row?.n ?? 0) + 1;
  return `${year}-${String(next).padStart(4, '0')}`;
}

export async function workCodeTaken(db: Db, tenantId: number, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: works.id })
    .from(works)
    .where(and(eq(works.tenantId, tenantId), eq(works.code, code), exceptId === undefined ? undefined : sql`${works.id} <> ${exceptId}`))
    .limit(1);
  return row !== undefined;
}
