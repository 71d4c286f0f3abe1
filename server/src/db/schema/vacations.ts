import { boolean, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, wallClock } from '../columns.ts';
import { tenants, users } from './core.ts';
import type { components } from '../../../../src/api/schema.gen.ts';

// Vacation (ferie e permessi) requests and the users' yearly leave allowances with their working schedules.
// The calendar event of a request points here through calendar_events.vacation_id (the events module reads
// `vacations` by name: id, tenant_id, status).

export const vacations = pgTable(
  'vacations',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** A VacationTypeKey (vacation, permission, illness...). */
    type: text('type').$type<components['schemas']['VacationTypeKey']>().notNull(),
    typeDescription: text('type_description'),
    start: wallClock('start').notNull(),
    end: wallClock('end').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    /** Working hours of the period, computed from the user's schedule when the period is saved. */
    hours: numeric('hours', { precision: 10, scale: 2 }).notNull(),
    /** pending | accepted | modified | rejected */
    status: text('status').$type<components['schemas']['VacationStatus']>().notNull().default('pending'),
    /** The requester's notes. */
    notes: text('notes'),
    /** The approver's note on the last decision, kept beside the requester's (never overwrites it). */
    approverNotes: text('approver_notes'),
    /** Who last decided the status; null while pending. */
    approverId: integer('approver_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vacations_tenant_start').on(t.tenantId, t.start),
    index('vacations_user').on(t.tenantId, t.userId, t.start),
    index('vacations_tenant_status').on(t.tenantId, t.status),
  ],
);

/**
 * A request's history (contract getVacationHistory, issue 30 point 5): creation, edits, decisions and reopenings,
 * written in the transaction of what they record and never updated. `before`/`after` hold the period when the step
 * changed it (an approver's change of period, an edit), so the requester sees old → new.
 */
export const vacationHistory = pgTable(
  'vacation_history',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    vacationId: integer('vacation_id').notNull().references(() => vacations.id, { onDelete: 'cascade' }),
    at: wallClock('at').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** created | edited | reopened | accepted | modified | rejected | returned */
    kind: text('kind').notNull(),
    /** The request's status after the step. */
    status: text('status').notNull(),
    /** The approver's note of a decision (a rejection's reason). */
    note: text('note'),
    beforeStart: wallClock('before_start'),
    beforeEnd: wallClock('before_end'),
    beforeAllDay: boolean('before_all_day'),
    beforeHours: numeric('before_hours', { precision: 10, scale: 2 }),
    afterStart: wallClock('after_start'),
    afterEnd: wallClock('after_end'),
    afterAllDay: boolean('after_all_day'),
    afterHours: numeric('after_hours', { precision: 10, scale: 2 }),
  },
  (t) => [index('vacation_history_vacation').on(t.tenantId, t.vacationId, t.id)],
);

export const userVacationHours = pgTable(
  'user_vacation_hours',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    vacationHours: numeric('vacation_hours', { precision: 12, scale: 4 }).notNull(),
    permissionHours: numeric('permission_hours', { precision: 12, scale: 4 }).notNull(),
    exHolidayHours: numeric('ex_holiday_hours', { precision: 12, scale: 4 }).notNull().default('0'),
    workingHoursPerDay: numeric('working_hours_per_day', { precision: 8, scale: 4 }).notNull(),
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    workingDays: integer('working_days').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One record per user and year: the 409 of the contract holds under concurrent requests too.
  (t) => [uniqueIndex('user_vacation_hours_user_year').on(t.userId, t.year), index('user_vacation_hours_tenant').on(t.tenantId, t.year)],
);
