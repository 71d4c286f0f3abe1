import { integer, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// Shared column builders so every module's schema makes the same choices (DESIGN.md §8).

/** Integer identity primary key ("by default" so seeds and imports may set explicit ids). */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/**
 * A wall-clock date-time in the tenant's zone: `timestamp without time zone`, whole seconds, read and written
 * as the wire string `YYYY-MM-DD HH:mm:ss` so it never round-trips through UTC.
 */
export const wallClock = (name: string) => timestamp(name, { mode: 'string', precision: 0 });

/** created_at / updated_at defaulting to the database's local time; handlers pass the tenant's wall clock. */
export const createdAt = () => wallClock('created_at').notNull().default(sql`localtimestamp(0)`);
export const updatedAt = () => wallClock('updated_at').notNull().default(sql`localtimestamp(0)`);

/**
 * An instant (token expiry, throttling windows): `timestamptz` as a Date. These never travel on the wire,
 * and comparing instants must not depend on any tenant's daylight-saving rules.
 */
export const instant = (name: string) => timestamp(name, { mode: 'date', withTimezone: true, precision: 3 });
