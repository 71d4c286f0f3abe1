import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, type Language } from '../../../../src/domain/constants/languages.ts';
import { invalidField, type Failure } from '../../http/failure.ts';
import { message, quotedParam } from '../../i18n/message.ts';
import { vocabularyKeys, wordOf, type VocabularyName } from '../../i18n/words.ts';

// The contract's `sort` parameter: comma-separated field names, each with `-` in front for descending
// (`sort=-start,id`). Each list says which fields it sorts by (its whitelist, also listed in the contract as
// `x-sort-fields`); an unknown field is a 422 rather than a silent default, so a typo does not look like a working
// sort. Every order ends on the list's id, so pages never overlap or skip rows when sort values tie.

/**
 * A column of a fixed vocabulary (a type, a status) sorted by the reader's word for each value, as the list shows it,
 * not by the stored key: "Agente, Azienda, Cliente…" in Italian, "Agent, Company, Customer…" in English.
 */
export type WordSort = { readonly column: AnyPgColumn | SQL; readonly vocabulary: VocabularyName };

/** A list's `sort` parameter as received, with the reader's language (for the fields sorted by their words). */
export type ListSort = { readonly sort: unknown; readonly language: Language };

export type SortFields = Readonly<Record<string, AnyPgColumn | SQL | WordSort>>;

/** `column` sorted by its vocabulary's words in the reader's language (see WordSort). */
export const byWords = (column: AnyPgColumn | SQL, vocabulary: VocabularyName): WordSort => ({ column, vocabulary });

const isWordSort = (field: AnyPgColumn | SQL | WordSort): field is WordSort => 'vocabulary' in field && 'column' in field;

/** `sub_admin` for `subAdmin`: a vocabulary keyed in camelCase words values stored in snake_case. */
const snake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const wordRanks = new Map<string, readonly string[]>();

/**
 * The vocabulary's stored values in the order of their words in `language` (kept per vocabulary and language: the
 * words are the build's). A value the vocabulary has no word for sorts after every worded one, by itself.
 */
const valuesByWord = (vocabulary: VocabularyName, language: Language): readonly string[] => {
  const key = `${vocabulary}|${language}`;
  const known = wordRanks.get(key);
  if (known) return known;
  const word = wordOf(vocabulary);
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const values = [...new Set(vocabularyKeys(vocabulary).flatMap((k) => [k, snake(k)]))];
  const ranked = values.sort((a, b) => collator.compare(word(a, language), word(b, language)) || (a < b ? -1 : a > b ? 1 : 0));
  wordRanks.set(key, ranked);
  return ranked;
};

/** A WordSort's value's rank among the words (unworded values share the last rank; the column then orders them). */
const wordRank = ({ column, vocabulary }: WordSort, language: Language): SQL => {
  const values = valuesByWord(vocabulary, language);
  const ranks = sql.join(
    // The ranks are written as numbers, not parameters: untyped parameters would make the CASE a text, "10" before "2".
    values.map((value, rank) => sql`when ${value} then ${sql.raw(String(rank))}`),
    sql` `,
  );
  return sql`(case ${column} ${ranks} else ${sql.raw(String(values.length))} end)`;
};

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
 * ascending unless `sort` already ordered by it. `language` is the reader's, for the fields sorted by their words.
 */
export function orderBy(sort: unknown, fields: SortFields, fallback: readonly SQL[], tiebreak: AnyPgColumn, language: Language = DEFAULT_LANGUAGE): SQL[] | Failure {
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
    const keys = isWordSort(column) ? [wordRank(column, language), column.column] : [column];
    for (const key of keys) order.push(descending ? desc(key) : asc(key));
    if (column === tiebreak) endsOnTiebreak = true;
  }
  return endsOnTiebreak ? order : [...order, asc(tiebreak)];
}
