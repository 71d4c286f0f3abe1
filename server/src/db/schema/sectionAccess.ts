import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, updatedAt } from '../columns.ts';
import { tenants } from './core.ts';

// Passwords of the tenant's protected sections (statistics…), set by an administrator and stored hashed.
// They are not tenant settings on purpose: GET /settings must never hand out even a hash.
// The logins themselves are core.section_accesses.

export const sectionPasswords = pgTable(
  'section_passwords',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    /** argon2id, like account passwords. */
    passwordHash: text('password_hash').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('section_passwords_tenant_section').on(t.tenantId, t.section)],
);
