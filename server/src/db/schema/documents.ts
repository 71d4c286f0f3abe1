import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../columns.ts';
import { tenants, users } from './core.ts';
import { profiles } from './directory.ts';

// Archived documents. The file itself is a core `media` row (owner_type 'document', owner_id = document id).

export const documents = pgTable(
  'documents',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category'),
    // Profiles are soft-deleted, so the link normally survives; a hard delete only unlinks the document.
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('documents_tenant_created').on(t.tenantId, t.createdAt), index('documents_profile').on(t.tenantId, t.profileId)],
);
