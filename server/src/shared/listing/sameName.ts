import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Names people tell apart only by case or spacing ("Servizi", " servizi ", "SERVIZI") are the same name: lists of
// classifications (article categories, brands, warehouses…) refuse a second one, so a picker never offers two
// entries that read alike.

/** A name as compared: trimmed, inner runs of white space made one space, lower case. */
const normalSql = (value: AnyPgColumn | SQL): SQL => sql`lower(regexp_replace(btrim(${value}), '\\s+', ' ', 'g'))`;

/** Whether `column` holds the same name as `name`, ignoring case and spacing. */
export const sameName = (column: AnyPgColumn, name: string): SQL => sql`${normalSql(column)} = ${normalSql(sql`${name}::text`)}`;
