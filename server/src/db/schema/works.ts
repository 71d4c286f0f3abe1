import type { components } from '../../../../src/api/schema.gen.ts';
import { type AnyPgColumn, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../columns.ts';
import { searchDocument } from '../searchVector.ts';
import { tenants, users } from './core.ts';
import { profiles } from './directory.ts';

// Works (pratiche), their types and phases. Media of a work live in the core `media` table (owner_type 'work').

export const workTypes = pgTable(
  'work_types',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('work_types_tenant_name').on(t.tenantId, t.name)],
);

/** Global search document of a work (db/searchVector.ts). */
export const workSearch = (t: { code: AnyPgColumn; name: AnyPgColumn; description: AnyPgColumn }) => searchDocument([t.code, t.name], [t.description]);

export const works = pgTable(
  'works',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** Unique per tenant, `YYYY-NNNN` when generated. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** active | suspended | closed */
    status: text('status').$type<components['schemas']['WorkStatus']>().notNull().default('active'),
    /** A customer profile of the directory. */
    customerId: integer('customer_id').references(() => profiles.id, { onDelete: 'set null' }),
    // restrict: deleting a type in use is refused (409) by the handler; the key keeps that true under races.
    workTypeId: integer('work_type_id').references(() => workTypes.id, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    notes: text('notes'),
    /** Who opened the work: one of its people for the record scope (permissions/recordScope.ts). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('works_tenant_code').on(t.tenantId, t.code),
    index('works_tenant_status').on(t.tenantId, t.status),
    index('works_customer').on(t.tenantId, t.customerId),
    index('works_search').using('gin', workSearch(t)).with({ fastupdate: 'off' }),
  ],
);

export const workPhases = pgTable(
  'work_phases',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    workId: integer('work_id').notNull().references(() => works.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** 1-based order within the work. */
    position: integer('position').notNull(),
    /** todo | in_progress | done */
    status: text('status').$type<components['schemas']['PhaseStatus']>().notNull().default('todo'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('work_phases_work').on(t.workId, t.position)],
);
