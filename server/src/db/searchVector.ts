import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// The full-text document of a searchable table (global search, modules/search/). One expression, used both by the
// table's GIN expression index (schema/*.ts) and by the search query: PostgreSQL uses an expression index only
// for the very same expression, so both are built here.
//
// - `bottega_fold(text)`: lower case and Italian/Western accents folded by translate() (immutable, any engine);
// - `bottega_simple`: the `simple` parser and dictionary, with the `unaccent` dictionary in front where the engine
//   has the extension (PostgreSQL contrib; PGlite's contrib, loaded in db/open.ts): exact words, for prefixes;
// - `bottega_italian`: the same with the Italian Snowball stemmer, so "preventivi" also finds "preventivo".
// The GIN indexes are built with `fastupdate = off`: new rows go straight into the index instead of a pending list
// that every search reads through until VACUUM empties it, and PGlite runs no autovacuum (with 20,000 new tasks
// the pending list alone cost 50 ms per search).
// Both configurations and the function are created by the migration (0007_global_search.sql), which falls back to
// plain copies of `simple` and `italian` when `unaccent` cannot be created; the translate() fold then still makes
// "citta" find "Città".

/** Empty for a null column: `||` on text yields null otherwise. Immutable, unlike concat_ws. */
const text = (parts: readonly SQLWrapper[]): SQL => sql.join(parts.map((p) => sql`coalesce(${p}, '')`), sql` || ' ' || `);

/**
 * The weighted document: `primary` (names, codes, numbers) weighs A, `secondary` (descriptions, e-mails, notes)
 * B, and the stemmed Italian words of both D.
 */
export function searchDocument(primary: readonly SQLWrapper[], secondary: readonly SQLWrapper[]): SQL {
  const a = text(primary);
  const b = secondary.length > 0 ? text(secondary) : sql`''`;
  return sql`(setweight(to_tsvector('bottega_simple'::regconfig, bottega_fold(${a})), 'A') || setweight(to_tsvector('bottega_simple'::regconfig, bottega_fold(${b})), 'B') || to_tsvector('bottega_italian'::regconfig, bottega_fold(${a} || ' ' || ${b})))`;
}
