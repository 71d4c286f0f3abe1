import { type AnyPgColumn, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, wallClock } from '../columns.ts';
import { searchDocument } from '../searchVector.ts';
import { articles, priceLists } from './catalog.ts';
import { tenants } from './core.ts';
import { profiles } from './directory.ts';
import type { components } from '../../../../src/api/schema.gen.ts';

// Quotes to customers with their rows. Row totals are computed by the server (exact decimals) and stored, so a
// quote keeps its amounts when articles or price lists change later.

/** Global search document of a quote (db/searchVector.ts). */
export const quoteSearch = (t: { number: AnyPgColumn; notes: AnyPgColumn }) => searchDocument([t.number], [t.notes]);

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** `YYYY/NNNN`, from `year` and `sequence` (counting per tenant and year). */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    /** draft | sent | accepted | rejected */
    status: text('status').$type<components['schemas']['QuoteStatus']>().notNull().default('draft'),
    // Profiles are soft-deleted, so a quote keeps its customer; only a tenant's removal takes both away.
    customerId: integer('customer_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
    notes: text('notes'),
    sentAt: wallClock('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotes_tenant_year_sequence').on(t.tenantId, t.year, t.sequence),
    index('quotes_tenant_date').on(t.tenantId, t.date),
    index('quotes_customer').on(t.customerId),
    index('quotes_search').using('gin', quoteSearch(t)).with({ fastupdate: 'off' }),
  ],
);

export const quoteRows = pgTable(
  'quote_rows',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id').notNull().references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    // A deleted article leaves the row with its own copy of description and prices.
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
    unit: text('unit').$type<components['schemas']['ArticleUnit']>(),
    unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
    discountPercent: numeric('discount_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    vatRate: numeric('vat_rate', { precision: 7, scale: 4 }).notNull(),
    /** quantity × unit_price × (1 − discount/100), rounded to cents. */
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
    /** total × vat_rate/100, rounded to cents per row (the contract's VAT rule). */
    vat: numeric('vat', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [index('quote_rows_quote').on(t.quoteId, t.position)],
);
