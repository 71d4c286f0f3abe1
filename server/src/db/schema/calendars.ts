import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, wallClock } from '../columns.ts';
import { searchDocument } from '../searchVector.ts';
import { tenants, users } from './core.ts';
import { companies, profiles } from './directory.ts';
import { tasks } from './tasks.ts';
import { works } from './works.ts';
import type { components } from '../../../../src/api/schema.gen.ts';

// Calendars, the users' subscriptions to them ("my calendars") and their events with attendees.

export const calendars = pgTable(
  'calendars',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** user | company | vacation */
    type: text('type').$type<components['schemas']['CalendarType']>().notNull().default('user'),
    /** The owning user of a `user` calendar; null for company and vacation calendars. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Company of a `company` calendar. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    backgroundColor: text('background_color').notNull().default('#3788d8'),
    /** Each user's default calendar: created with the user (or lazily), never deleted. */
    primary: boolean('primary').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calendars_tenant').on(t.tenantId, t.type),
    // At most one primary calendar per user: lazy creation by two concurrent requests cannot make two.
    uniqueIndex('calendars_one_primary').on(t.ownerId).where(sql`"primary"`),
  ],
);

export const calendarSubscriptions = pgTable(
  'calendar_subscriptions',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    calendarId: integer('calendar_id').notNull().references(() => calendars.id, { onDelete: 'cascade' }),
    selected: boolean('selected').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    /** The user's own colour; null = the calendar's colour. */
    backgroundColor: text('background_color'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_subscriptions_user_calendar').on(t.userId, t.calendarId)],
);

/** Global search document of an event (db/searchVector.ts). */
export const eventSearch = (t: { summary: AnyPgColumn; description: AnyPgColumn }) => searchDocument([t.summary], [t.description]);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    calendarId: integer('calendar_id').notNull().references(() => calendars.id, { onDelete: 'cascade' }),
    /** Null is kept as null: 'Evento senza titolo' is a label of the views, not data. */
    summary: text('summary'),
    description: text('description'),
    start: wallClock('start').notNull(),
    end: wallClock('end').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    /** Minutes between start and end. */
    duration: integer('duration').notNull().default(30),
    busy: boolean('busy').notNull().default(true),
    private: boolean('private').notNull().default(false),
    /** confirmed | tentative | cancelled */
    status: text('status').$type<components['schemas']['EventStatus']>().notNull().default('confirmed'),
    /** An EventType key (smart_working, vacation, ...) or null. */
    type: text('type').$type<components['schemas']['EventType']>(),
    typeExtendedDescription: text('type_extended_description'),
    workId: integer('work_id').references(() => works.id, { onDelete: 'set null' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /** Set by the vacations module on the events it manages (plain id: that module owns the link). */
    vacationId: integer('vacation_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calendar_events_calendar_range').on(t.calendarId, t.start, t.end),
    index('calendar_events_tenant_task').on(t.tenantId, t.taskId),
    index('calendar_events_vacation').on(t.vacationId),
    index('calendar_events_search').using('gin', eventSearch(t)).with({ fastupdate: 'off' }),
  ],
);

/** Profiles (customers, leads...) attending an event. */
export const calendarEventProfiles = pgTable(
  'calendar_event_profiles',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.profileId] }), index('calendar_event_profiles_profile').on(t.tenantId, t.profileId)],
);

/** Users attending an event. */
export const calendarEventUsers = pgTable(
  'calendar_event_users',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('calendar_event_users_user').on(t.userId)],
);

/**
 * Each user's private iCalendar subscription address (issue 13): only the SHA-256 of its token is kept, so a
 * leaked database does not leak working addresses. One per user; rotation replaces the row, revocation deletes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_user').on(t.tenantId, t.userId), uniqueIndex('calendar_feeds_token').on(t.tokenHash)],
);
