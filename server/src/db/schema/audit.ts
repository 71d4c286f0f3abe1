import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant, wallClock } from '../columns.ts';
import { tenants, users } from './core.ts';
import type { components } from '../../../../src/api/schema.gen.ts';

// The audit log (issue 11): append-only. No operation of the contract updates or deletes a row.

/** Per changed field, its value before and after. */
export type AuditChanges = Record<string, { readonly before: unknown; readonly after: unknown }>;

export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** Who acted; null for a failed sign-in. Kept (set null) when the user is later deleted: the name stays. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    /** The e-mail typed at a (failed) sign-in, or the actor's e-mail. */
    email: text('email'),
    action: text('action').$type<components['schemas']['AuditAction']>().notNull(),
    ip: text('ip').notNull(),
    subjectType: text('subject_type').$type<components['schemas']['AuditEntry']['subject_type']>(),
    subjectId: integer('subject_id'),
    subjectLabel: text('subject_label'),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    /** Tenant wall clock (the wire format); `at` orders entries exactly. */
    createdAt: wallClock('created_at').notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('audit_entries_tenant_at').on(t.tenantId, t.at), index('audit_entries_tenant_user').on(t.tenantId, t.userId)],
);
