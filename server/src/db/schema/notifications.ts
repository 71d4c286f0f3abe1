import type { components } from '../../../../src/api/schema.gen.ts';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, wallClock } from '../columns.ts';
import { tenants, users } from './core.ts';

// In-app notifications (issue 22 point 4): one row per recipient, written in the transaction of the event that
// causes it. Rows hold data only (kind, record, parameters); the browser renders the words in the user's language.

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** The recipient. */
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** vacation.pending | vacation.decided | sample.pending | sample.decided | task.assigned | proposal.sent | proposal.failed */
    kind: text('kind').$type<components['schemas']['Notification']['kind']>().notNull(),
    /** vacation | sample | task | proposal */
    recordType: text('record_type').$type<components['schemas']['Notification']['record_type']>().notNull(),
    recordId: integer('record_id').notNull(),
    /** What the text needs (names, numbers, statuses), rendered by the browser with i18n. */
    params: jsonb('params').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** Tenant wall clock (the wire format). */
    createdAt: wallClock('created_at').notNull(),
    readAt: wallClock('read_at'),
  },
  (t) => [index('notifications_user_id').on(t.tenantId, t.userId, t.id)],
);
