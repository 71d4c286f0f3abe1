import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%term%` with LIKE wildcards escaped: a user searching "50%" means the characters, not a pattern. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" over several columns; undefined when there is nothing to search. */
export function searchAny(term: unknown, columns: readonly (AnyPgColumn | SQL)[]): SQL | undefined {
  if (typeof term !== 'string' || term.trim() === '') return undefined;
  const pattern = containsPattern(term.trim());
  return or(...columns.map((c) => ilike(c, pattern)));
}
