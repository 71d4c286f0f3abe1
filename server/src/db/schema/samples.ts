import { type AnyPgColumn, boolean, bigint, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, wallClock } from '../columns.ts';
import { searchDocument } from '../searchVector.ts';
import { tenants, users } from './core.ts';
import { profiles } from './directory.ts';
import type { components } from '../../../../src/api/schema.gen.ts';

// Packaging samples (campionature) with their test results. The two department decisions live on the sample row
// (one column group per department); `status` is derived from them on every decision and stored for filtering.

/** Global search document of a sample (db/searchVector.ts). */
export const sampleSearch = (t: { number: AnyPgColumn; customerContact: AnyPgColumn; machineName: AnyPgColumn; customerNotes: AnyPgColumn }) =>
  searchDocument([t.number, t.machineName], [t.customerContact, t.customerNotes]);

export const samples = pgTable(
  'samples',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** `C-YYYY/NNNN`, from `year` and `sequence` (counting per tenant and year). */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** draft | in_evaluation | approved | denied (derived from the approvals). */
    status: text('status').$type<components['schemas']['SampleStatus']>().notNull().default('draft'),
    customerId: integer('customer_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    customerContact: text('customer_contact'),
    customerNotes: text('customer_notes'),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    salesManagerId: integer('sales_manager_id').references(() => users.id, { onDelete: 'set null' }),
    materials: jsonb('materials').$type<string[]>().notNull().default([]),
    weight: numeric('weight', { precision: 16, scale: 4 }),
    machineName: text('machine_name'),
    machineType: text('machine_type'),
    packingSpeed: integer('packing_speed'),
    formatWidthMm: integer('format_width_mm'),
    formatHeightMm: integer('format_height_mm'),
    thicknessMicron: integer('thickness_micron'),
    priceTarget: numeric('price_target', { precision: 16, scale: 4 }),
    volume: bigint('volume', { mode: 'number' }),
    deliveryTime: text('delivery_time'),
    newProject: boolean('new_project').notNull().default(false),
    /** pending | approved | evaluated | denied, per department. */
    technicalStatus: text('technical_status').$type<components['schemas']['SampleApprovalStatus']>().notNull().default('pending'),
    technicalById: integer('technical_by_id').references(() => users.id, { onDelete: 'set null' }),
    technicalAt: wallClock('technical_at'),
    technicalNotes: text('technical_notes'),
    salesStatus: text('sales_status').$type<components['schemas']['SampleApprovalStatus']>().notNull().default('pending'),
    salesById: integer('sales_by_id').references(() => users.id, { onDelete: 'set null' }),
    salesAt: wallClock('sales_at'),
    salesNotes: text('sales_notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('samples_tenant_year_sequence').on(t.tenantId, t.year, t.sequence),
    index('samples_tenant_date').on(t.tenantId, t.date),
    index('samples_customer').on(t.customerId),
    index('samples_search').using('gin', sampleSearch(t)).with({ fastupdate: 'off' }),
  ],
);

export const sampleTestResults = pgTable(
  'sample_test_results',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sampleId: integer('sample_id').notNull().references(() => samples.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    date: date('date', { mode: 'string' }).notNull(),
    /** passed | failed | to_repeat */
    outcome: text('outcome').$type<components['schemas']['SampleTestOutcome']>().notNull(),
    notes: text('notes'),
  },
  (t) => [index('sample_test_results_sample').on(t.sampleId, t.position)],
);

/** One field change of a sample, in snake_case with the values as stored (decimals as text). */
export type SampleFieldChange = { field: string; before: unknown; after: unknown };

/**
 * A sample's history (contract getSampleHistory): creation, field changes, decisions and reopenings, written in the
 * same request as what they record and never updated afterwards.
 */
export const sampleEvents = pgTable(
  'sample_events',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sampleId: integer('sample_id').notNull().references(() => samples.id, { onDelete: 'cascade' }),
    at: wallClock('at').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** created | updated | decision | reopened */
    kind: text('kind').notNull(),
    department: text('department'),
    status: text('status'),
    changes: jsonb('changes').$type<SampleFieldChange[]>().notNull().default([]),
  },
  (t) => [index('sample_events_sample').on(t.sampleId, t.id)],
);
