import { type AnyPgColumn, boolean, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, wallClock } from '../columns.ts';
import { searchDocument } from '../searchVector.ts';
import { tenants, users } from './core.ts';
import { articles, priceLists } from './catalog.ts';
import { profiles } from './directory.ts';
import type { ProposalVatRate } from '../../../../src/domain/proposalTotals.ts';
import type { components } from '../../../../src/api/schema.gen.ts';

// Proposals (offers) at their current revision, with rows and addressees; earlier revisions are kept as frozen
// snapshots of the wire object, so history shows a revision exactly as it was sent even after rows change.

export type DeliveryAddress = {
  label?: string | null;
  street: string;
  city: string;
  province?: string | null;
  postal_code?: string | null;
  country: string;
};
export type Discount = { description: string; percent: string };
/** An addressee is the "Spettabile" line (a company or office) or a "c.a." person. */
export const ADDRESSEE_ROLES = ['company', 'attention'] as const;
export type AddresseeRole = (typeof ADDRESSEE_ROLES)[number];

/** Global search document of a proposal (db/searchVector.ts). */
export const proposalSearch = (t: { number: AnyPgColumn; notes: AnyPgColumn }) => searchDocument([t.number], [t.notes]);

export const proposals = pgTable(
  'proposals',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** `YYYY/NNNN`, from `year` and `sequence` (counting per tenant and year). */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    revision: integer('revision').notNull().default(0),
    /** When the current revision was opened, and by whom (the history's `created_at` / `author`). */
    revisionOpenedAt: wallClock('revision_opened_at').notNull(),
    revisionAuthorId: integer('revision_author_id').references(() => users.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    validityDays: integer('validity_days').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** draft | sent | accepted | rejected | expired */
    status: text('status').$type<components['schemas']['ProposalStatus']>().notNull().default('draft'),
    // Profiles are soft-deleted, so a proposal keeps its customer.
    customerId: integer('customer_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    paymentMethod: text('payment_method'),
    incoterm: text('incoterm').$type<components['schemas']['Incoterm']>(),
    deliveryAddresses: jsonb('delivery_addresses').$type<DeliveryAddress[]>().notNull().default([]),
    /** Cascade discounts on the subtotal, in order. */
    discounts: jsonb('discounts').$type<Discount[]>().notNull().default([]),
    notes: text('notes'),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: wallClock('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('proposals_tenant_year_sequence').on(t.tenantId, t.year, t.sequence),
    index('proposals_tenant_date').on(t.tenantId, t.date),
    index('proposals_customer').on(t.customerId),
    index('proposals_search').using('gin', proposalSearch(t)).with({ fastupdate: 'off' }),
  ],
);

export const proposalRows = pgTable(
  'proposal_rows',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    proposalId: integer('proposal_id').notNull().references(() => proposals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    /** The price list the row's price came from, if any (the article may be in several). */
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    formatWidthMm: integer('format_width_mm'),
    formatHeightMm: integer('format_height_mm'),
    thicknessMicron: integer('thickness_micron'),
    bands: text('bands'),
    punctures: text('punctures'),
    printSubjects: integer('print_subjects'),
    clicheCost: numeric('cliche_cost', { precision: 16, scale: 4 }).notNull().default('0'),
    quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
    unit: text('unit').notNull(),
    unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
    discountPercent: numeric('discount_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    vatRate: text('vat_rate').$type<ProposalVatRate>().notNull().default('22'),
    /** quantity × unit_price × (1 − discount/100) + cliche_cost, rounded to cents. */
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [index('proposal_rows_proposal').on(t.proposalId, t.position)],
);

export const proposalAddressees = pgTable(
  'proposal_addressees',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    proposalId: integer('proposal_id').notNull().references(() => proposals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    role: text('role').$type<AddresseeRole>().notNull().default('attention'),
    name: text('name').notNull(),
    email: text('email'),
    /** Whether the proposal mail goes to this person (then `email` is required). */
    receivesMail: boolean('receives_mail').notNull().default(false),
  },
  (t) => [index('proposal_addressees_proposal').on(t.proposalId, t.position)],
);

/** A closed revision: the proposal as it stood (wire shape) when the next revision was opened. */
export const proposalRevisions = pgTable(
  'proposal_revisions',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    proposalId: integer('proposal_id').notNull().references(() => proposals.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    openedAt: wallClock('opened_at').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('proposal_revisions_proposal_revision').on(t.proposalId, t.revision)],
);
