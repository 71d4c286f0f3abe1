import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workTypes } from '../../db/schema/works.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { isCustomer } from './repository.ts';
import { message } from '../../i18n/message.ts';
import { selectedInvalid } from '../recordMessages.ts';

// Rules on a work body beyond its schema (contract WorkInput): tenant-scoped references and date order.

type WorkRefs = {
  readonly customer_id?: number | null | undefined;
  readonly work_type_id?: number | null | undefined;
  readonly start_date?: string | null | undefined;
  readonly end_date?: string | null | undefined;
};

export async function workInputErrors(db: Db, tenantId: number, b: WorkRefs, current?: { startDate: string | null; endDate: string | null }): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  if (typeof b.customer_id === 'number' && !(await isCustomer(db, tenantId, b.customer_id))) {
    errors.customer_id = [message('works.customerNotCustomer')];
  }
  if (typeof b.work_type_id === 'number') {
    const [t] = await db
      .select({ id: workTypes.id })
      .from(workTypes)
      .where(and(eq(workTypes.tenantId, tenantId), eq(workTypes.id, b.work_type_id)))
      .limit(1);
    if (!t) errors.work_type_id = [selectedInvalid('work_type_id')];
  }
  const start = b.start_date !== undefined ? b.start_date : (current?.startDate ?? null);
  const end = b.end_date !== undefined ? b.end_date : (current?.endDate ?? null);
  if (start !== null && end !== null && end < start) errors.end_date = [message('works.endDateBeforeStart')];
  return Object.keys(errors).length > 0 ? errors : null;
}

/** PostgreSQL unique violation (23505), raised by a concurrent insert that took the same code. */
export function isUniqueViolation(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const code = 'code' in e ? e.code : undefined;
  const cause = 'cause' in e ? e.cause : undefined;
  return code === '23505' || (typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505');
}
