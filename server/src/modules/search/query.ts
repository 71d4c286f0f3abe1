import { sql, type SQL } from 'drizzle-orm';

// A user's query → a PostgreSQL tsquery (db/searchVector.ts describes the documents it is matched against).
// Every word must match; each word matches as a prefix of an exact word (`simple`: "ross" finds "Rossi") or as
// an Italian stem ("preventivi" finds "preventivo"). Words are reduced to letters, digits and the joiners of
// codes and e-mails, so nothing the user types can be read as tsquery syntax.

/** Words shorter than this match too much to be useful (and cost a scan of every record). */
export const MIN_WORD_LENGTH = 2;
const MAX_WORDS = 8;

/** The searchable words of a query, in order; empty when nothing is left to search. */
export function searchWords(q: string): string[] {
  return q
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}@._/-]+/gu, ' ')
    .split(' ')
    .map((w) => w.replace(/^[@._/-]+|[@._/-]+$/g, ''))
    .filter((w) => [...w].length >= MIN_WORD_LENGTH && /[\p{L}\p{N}]/u.test(w))
    .slice(0, MAX_WORDS);
}

/** `'word'` as a tsquery operand (the words carry no quote or backslash, see searchWords). */
const operand = (word: string): string => `'${word}'`;

/** The tsquery of the words (at least one), folded like the documents. */
export function tsQuery(words: readonly string[]): SQL {
  const each = words.map(
    (w) => sql`(to_tsquery('bottega_simple'::regconfig, bottega_fold(${`${operand(w)}:*`})) || to_tsquery('bottega_italian'::regconfig, bottega_fold(${operand(w)})))`,
  );
  return sql`(${sql.join(each, sql` && `)})`;
}
