import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalidField, type Failure } from '../../http/failure.ts';
import { message, quotedParam } from '../../i18n/message.ts';

// The contract's `sort` parameter: comma-separated field names, each with `-` in front for descending
// (`sort=-start,id`). Each list says which fields it sorts by (its whitelist, also listed in the contract as
// `x-sort-fields`); an unknown field is a 422 rather than a silent default, so a typo does not look like a working
// sort. Every order ends on the list's id, so pages never overlap or skip rows when sort values tie.

export type SortFields = Readonly<Record<string, AnyPgColumn | SQL>>;

/** Fields one `sort` may name: enough for any screen, few enough to keep ORDER BY cheap. */
export const MAX_SORT_FIELDS = 5;

type SortTerm = { readonly name: string; readonly descending: boolean };

/** `-start,id` → terms, or null when the text is not that syntax. */
export function parseSort(sort: string): SortTerm[] | null {
  const terms: SortTerm[] = [];
  for (const part of sort.split(',')) {
    const descending = part.startsWith('-');
    const name = descending ? part.slice(1) : part;
    if (!/^[a-z_]+$/.test(name)) return null;
    terms.push({ name, descending });
  }
  return terms;
}

const unsupported = (name: string, fields: SortFields): Failure =>
  invalidField('sort', message('listing.sortUnsupported', { name: quotedParam(name), fields: Object.keys(fields).join(', ') }));

/**
 * ORDER BY terms for `sort` (or `fallback`, the list's default order, when absent), always ending with `tiebreak`
 * ascending unless `sort` already ordered by it.
 */
export function orderBy(sort: unknown, fields: SortFields, fallback: readonly SQL[], tiebreak: AnyPgColumn): SQL[] | Failure {
  if (typeof sort !== 'string' || sort === '') return [...fallback, asc(tiebreak)];
  const terms = parseSort(sort);
  if (!terms) return invalidField('sort', message('listing.sortSyntax'));
  if (terms.length > MAX_SORT_FIELDS) return invalidField('sort', message('listing.sortTooMany', { count: MAX_SORT_FIELDS }));
  const seen = new Set<string>();
  const order: SQL[] = [];
  let endsOnTiebreak = false;
  for (const { name, descending } of terms) {
    if (!Object.hasOwn(fields, name)) return unsupported(name, fields);
    if (seen.has(name)) return invalidField('sort', message('listing.sortTwice', { name: quotedParam(name) }));
    seen.add(name);
    const column = fields[name];
    if (!column) return unsupported(name, fields);
    order.push(descending ? desc(column) : asc(column));
    if (column === tiebreak) endsOnTiebreak = true;
  }
  return endsOnTiebreak ? order : [...order, asc(tiebreak)];
}
