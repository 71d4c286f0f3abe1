import type { components } from '../../../../src/api/schema.gen.ts';
import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, wallClock } from '../columns.ts';
import { tenants, users } from './core.ts';
import { profiles } from './directory.ts';

// Sales reports (contacts with a profile) and the materials and interests they mention.

export const materials = pgTable(
  'materials',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('materials_tenant').on(t.tenantId, t.name)],
);

export const interests = pgTable(
  'interests',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('interests_tenant').on(t.tenantId, t.name)],
);

export const salesReports = pgTable(
  'sales_reports',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Profiles are soft-deleted, so the reference always resolves; merges move it to the survivor. */
    profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    /** The author; kept (nullable) when the user is deleted so the report survives. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** visit | call | email | fair | other */
    contactType: text('contact_type').$type<components['schemas']['SalesReportContactType']>().notNull(),
    summary: text('summary').notNull(),
    notes: text('notes'),
    outcome: text('outcome'),
    nextAction: text('next_action'),
    /** Midnight of its day when the next action has no time (`nextActionTimed` false): the wire then says the day only. */
    nextActionAt: wallClock('next_action_at'),
    nextActionTimed: boolean('next_action_timed').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sales_reports_tenant_date').on(t.tenantId, t.date), index('sales_reports_profile').on(t.profileId)],
);

export const salesReportMaterials = pgTable(
  'sales_report_materials',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    salesReportId: integer('sales_report_id').notNull().references(() => salesReports.id, { onDelete: 'cascade' }),
    materialId: integer('material_id').notNull().references(() => materials.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.salesReportId, t.materialId] }), index('sales_report_materials_material').on(t.materialId)],
);

export const salesReportInterests = pgTable(
  'sales_report_interests',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    salesReportId: integer('sales_report_id').notNull().references(() => salesReports.id, { onDelete: 'cascade' }),
    interestId: integer('interest_id').notNull().references(() => interests.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.salesReportId, t.interestId] }), index('sales_report_interests_interest').on(t.interestId)],
);
