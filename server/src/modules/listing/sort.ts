import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalidField, type Failure } from '../../http/failure.ts';

// The contract's `sort` parameter: a field name, `-` in front for descending. Each list says which fields it
// sorts by; an unknown field is a 422 rather than a silent default, so a typo does not look like a working sort.

export type SortFields = Readonly<Record<string, AnyPgColumn | SQL>>;

/**
 * ORDER BY terms for `sort` (or the default when absent), always ending with `tiebreak` so pages are stable.
 */
export function orderBy(sort: unknown, fields: SortFields, fallback: readonly SQL[], tiebreak: AnyPgColumn): SQL[] | Failure {
  if (typeof sort !== 'string' || sort === '') return [...fallback, asc(tiebreak)];
  const descending = sort.startsWith('-');
  const name = descending ? sort.slice(1) : sort;
  const column = fields[name];
  if (!column) return invalidField('sort', `The sort field "${name}" is not supported; use one of: ${Object.keys(fields).join(', ')}.`);
  return [descending ? desc(column) : asc(column), asc(tiebreak)];
}
