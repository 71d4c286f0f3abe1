import { type AnyPgColumn, boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../columns.ts';
import { searchDocument } from '../searchVector.ts';
import { tenants } from './core.ts';
import type { components } from '../../../../src/api/schema.gen.ts';

// Catalogue: the six article taxonomies, warehouses, articles, general-purpose categories and price lists.
// Money and quantities are `numeric` (exact); the API carries them as decimal strings.

/**
 * The six article taxonomies share one table: they have the same fields and rules, and one table keeps one
 * repository. `kind` is one of category, brand, division, group, line, type.
 */
export const articleTaxonomyItems = pgTable(
  'article_taxonomy_items',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    code: text('code'),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // NULL codes are distinct, so items without a code never collide.
    uniqueIndex('article_taxonomy_items_code').on(t.tenantId, t.kind, t.code),
    index('article_taxonomy_items_kind').on(t.tenantId, t.kind, t.name),
  ],
);

export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('warehouses_tenant_code').on(t.tenantId, t.code)],
);

const taxonomyRef = (name: string) => integer(name).references(() => articleTaxonomyItems.id, { onDelete: 'set null' });

/** Global search document of an article (db/searchVector.ts). */
export const articleSearch = (t: { code: AnyPgColumn; description: AnyPgColumn; longDescription: AnyPgColumn; barcode: AnyPgColumn }) =>
  searchDocument([t.code, t.description], [t.longDescription, t.barcode]);

export const articles = pgTable(
  'articles',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    longDescription: text('long_description'),
    unit: text('unit').$type<components['schemas']['ArticleUnit']>().notNull(),
    price: numeric('price', { precision: 16, scale: 4 }).notNull(),
    cost: numeric('cost', { precision: 16, scale: 4 }),
    vatRate: numeric('vat_rate', { precision: 7, scale: 4 }).notNull(),
    barcode: text('barcode'),
    active: boolean('active').notNull().default(true),
    // The API refuses to delete a taxonomy item or warehouse articles use (409); SET NULL only keeps a direct delete safe.
    categoryId: taxonomyRef('category_id'),
    brandId: taxonomyRef('brand_id'),
    divisionId: taxonomyRef('division_id'),
    groupId: taxonomyRef('group_id'),
    lineId: taxonomyRef('line_id'),
    typeId: taxonomyRef('type_id'),
    warehouseId: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    stockQuantity: numeric('stock_quantity', { precision: 16, scale: 4 }).notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('articles_tenant_code').on(t.tenantId, t.code),
    index('articles_tenant_description').on(t.tenantId, t.description),
    index('articles_search').using('gin', articleSearch(t)).with({ fastupdate: 'off' }),
  ],
);

/** General-purpose categories of the `categories` module (scope: general, article, work, document). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<components['schemas']['CategoryScope']>().notNull(),
    description: text('description'),
    color: text('color'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_tenant_scope').on(t.tenantId, t.scope, t.name)],
);

export const priceLists = pgTable(
  'price_lists',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code'),
    currency: text('currency').notNull().default('EUR'),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('price_lists_tenant_code').on(t.tenantId, t.code)],
);

export const priceListArticles = pgTable(
  'price_list_articles',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    priceListId: integer('price_list_id').notNull().references(() => priceLists.id, { onDelete: 'cascade' }),
    // Deleting an article takes it out of every price list (contract: deleteArticle).
    articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 16, scale: 4 }).notNull(),
    discountPercent: numeric('discount_percent', { precision: 7, scale: 4 }).notNull().default('0'),
  },
  (t) => [uniqueIndex('price_list_articles_pair').on(t.priceListId, t.articleId), index('price_list_articles_article').on(t.articleId)],
);
