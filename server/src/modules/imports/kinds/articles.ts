import { and, eq, inArray } from 'drizzle-orm';
import { articles } from '../../../db/schema/catalog.ts';
import type { FieldSpec, ImportKind, Planned, RowProblem, Written } from '../kind.ts';
import { insertRows } from '../bulk.ts';
import { snapshot } from '../records.ts';
import { readBoolean } from '../values.ts';
import { changedColumns, RowReader } from './common.ts';
import { createMissingTaxonomies, refKey, resolveTaxonomies, taxonomyIndex, TAXONOMIES, type Taxonomy, type TaxonomyRef } from './taxonomy.ts';
import { isArticleUnit, type ArticleUnitName } from '../../../../../src/domain/constants/articleUnits.ts';

// Articles by code; taxonomies by name (created on request). A new article needs its description, unit, price
// and VAT rate; an existing one takes only the columns the file gives.

export const ARTICLE_FIELDS: readonly FieldSpec[] = [
  { name: 'code', required: true, aliases: ['codice', 'codice articolo', 'cod art', 'articolo', 'sku', 'code', 'article code', 'item code'] },
  { name: 'description', required: false, aliases: ['descrizione', 'description', 'nome', 'name'] },
  { name: 'long_description', required: false, aliases: ['descrizione estesa', 'descrizione lunga', 'long description'] },
  { name: 'unit', required: false, aliases: ['unità di misura', 'unita di misura', 'um', 'u m', 'unit', 'unit of measure'] },
  { name: 'price', required: false, aliases: ['prezzo', 'prezzo di vendita', 'prezzo listino', 'price', 'sale price', 'list price'] },
  { name: 'cost', required: false, aliases: ['costo', 'prezzo di acquisto', 'cost', 'purchase price'] },
  { name: 'vat_rate', required: false, aliases: ['iva', 'aliquota iva', 'aliquota', 'vat', 'vat rate', 'vat %', 'iva %'] },
  { name: 'barcode', required: false, aliases: ['codice a barre', 'ean', 'barcode'] },
  { name: 'active', required: false, aliases: ['attivo', 'active'] },
  { name: 'stock_quantity', required: false, aliases: ['giacenza', 'quantità', 'quantita', 'stock', 'stock quantity', 'quantity'] },
  { name: 'category', required: false, aliases: ['categoria', 'category'] },
  { name: 'brand', required: false, aliases: ['marca', 'marchio', 'brand'] },
  { name: 'division', required: false, aliases: ['divisione', 'division'] },
  { name: 'group', required: false, aliases: ['gruppo', 'group'] },
  { name: 'line', required: false, aliases: ['linea', 'line'] },
  { name: 'type', required: false, aliases: ['tipo', 'tipologia', 'type'] },
];

type Columns = Partial<{
  code: string;
  description: string;
  longDescription: string;
  unit: ArticleUnitName;
  price: string;
  cost: string;
  vatRate: string;
  barcode: string;
  active: boolean;
  stockQuantity: string;
}>;

export type ArticleValue = { readonly columns: Columns; readonly taxonomies: Partial<Record<Taxonomy, string>> };
type Plan = { readonly id: number | null; readonly columns: Columns; readonly refs: readonly TaxonomyRef[] };

const TAXONOMY_COLUMN: Readonly<Record<Taxonomy, 'categoryId' | 'brandId' | 'divisionId' | 'groupId' | 'lineId' | 'typeId'>> = {
  category: 'categoryId',
  brand: 'brandId',
  division: 'divisionId',
  group: 'groupId',
  line: 'lineId',
  type: 'typeId',
};

const REQUIRED_NEW: readonly [keyof Columns, string][] = [
  ['description', 'description'],
  ['unit', 'unit'],
  ['price', 'price'],
  ['vatRate', 'vat_rate'],
];

export const articlesKind: ImportKind<ArticleValue, Plan> = {
  kind: 'articles',
  fields: ARTICLE_FIELDS,
  permissions: ['articles.create', 'articles.update'],
  parse(cells, conventions) {
    const r = new RowReader(cells, conventions);
    const code = r.require('code');
    const columns: Columns = {};
    if (code !== null) columns.code = code;
    for (const [col, field] of [
      ['description', 'description'],
      ['longDescription', 'long_description'],
      ['barcode', 'barcode'],
    ] as const) {
      const t = r.text(field);
      if (t !== null) columns[col] = t;
    }
    // A unit the contract does not know would be stored and then break every answer that shows the article.
    const unit = r.text('unit');
    if (unit !== null) {
      const known = unit.toLowerCase();
      if (isArticleUnit(known)) columns.unit = known;
      else r.problem('unit', 'imports.reasons.unknownUnit');
    }
    // Whole digits: price, cost and stock are numeric(16,4), the VAT rate numeric(7,4).
    const nonNegative = (field: string, col: 'price' | 'cost' | 'vatRate' | 'stockQuantity', allowNegative = false) => {
      const d = r.decimal(field, col === 'vatRate' ? 3 : 12);
      if (d === null) return;
      if (!allowNegative && d.startsWith('-')) r.problem(field, 'imports.reasons.negative');
      else columns[col] = d;
    };
    nonNegative('price', 'price');
    nonNegative('cost', 'cost');
    nonNegative('vat_rate', 'vatRate');
    nonNegative('stock_quantity', 'stockQuantity', true);
    const active = r.read('active', readBoolean);
    if (active !== null) columns.active = active;
    const taxonomies: Partial<Record<Taxonomy, string>> = {};
    for (const t of TAXONOMIES) {
      const name = r.text(t);
      if (name !== null) taxonomies[t] = name;
    }
    if (r.problems.length > 0 || code === null) return { ok: false, problems: r.problems };
    return { ok: true, key: code.toUpperCase(), keyField: 'code', value: { columns, taxonomies } };
  },
  async plan(ctx, rows) {
    const codes = rows.map((r) => r.value.columns.code ?? '');
    const found = codes.length ? await ctx.db.select().from(articles).where(and(eq(articles.tenantId, ctx.tenantId), inArray(articles.code, codes))) : [];
    const byCode = new Map(found.map((a) => [a.code, a]));
    const index = await taxonomyIndex(ctx);
    return rows.map(({ row, value }): Planned<Plan> => {
      const { refs, problems } = resolveTaxonomies(ctx, index, value.taxonomies);
      const match = byCode.get(value.columns.code ?? '');
      if (!match) for (const [col, field] of REQUIRED_NEW) if (value.columns[col] === undefined) problems.push({ field, key: 'imports.reasons.required' } satisfies RowProblem);
      if (problems.length > 0) return { row, action: 'reject', problems };
      if (!match) return { row, action: 'create', plan: { id: null, columns: value.columns, refs } };
      const known = Object.fromEntries(refs.filter((r) => r.id !== null).map((r) => [TAXONOMY_COLUMN[r.kind], r.id]));
      const changes = changedColumns(match, { ...value.columns, ...known });
      const creating = refs.some((r) => r.id === null);
      if (Object.keys(changes).length === 0 && !creating) return { row, action: 'unchanged', plan: { id: match.id, columns: {}, refs: [] } };
      return { row, action: 'update', plan: { id: match.id, columns: changes as Columns, refs } };
    });
  },
  async write(ctx, rows) {
    const out: Written[] = [];
    const ids = await createMissingTaxonomies(ctx, rows.map((r) => ({ row: r.row, refs: r.plan.refs })), out);
    const refColumns = (refs: readonly TaxonomyRef[]) => Object.fromEntries(refs.map((ref) => [TAXONOMY_COLUMN[ref.kind], ids.get(refKey(ref)) ?? null]));
    const creates = rows.filter((r) => r.action === 'create');
    if (creates.length > 0) {
      const made = await insertRows(
        ctx.db,
        articles,
        creates.map((r) => ({
            ...r.plan.columns,
            ...refColumns(r.plan.refs),
            code: r.plan.columns.code ?? '',
            description: r.plan.columns.description ?? '',
            unit: r.plan.columns.unit ?? 'pz',
            price: r.plan.columns.price ?? '0',
            vatRate: r.plan.columns.vatRate ?? '0',
            tenantId: ctx.tenantId,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })),
      );
      creates.forEach((r, i) => out.push({ row: r.row, table: 'articles', recordId: made[i] ?? 0, label: `${r.plan.columns.code ?? ''} ${r.plan.columns.description ?? ''}`.trim(), action: 'created', before: null }));
    }
    const updates = rows.filter((r) => r.action === 'update');
    const before = await snapshot(ctx.db, 'articles', ctx.tenantId, updates.map((r) => r.plan.id ?? 0));
    for (const r of updates) {
      const id = r.plan.id ?? 0;
      await ctx.db
        .update(articles)
        .set({ ...r.plan.columns, ...refColumns(r.plan.refs), updatedAt: ctx.now })
        .where(and(eq(articles.id, id), eq(articles.tenantId, ctx.tenantId)));
      const b = before.get(id);
      out.push({ row: r.row, table: 'articles', recordId: id, label: `${String(b?.code ?? '')} ${String(b?.description ?? '')}`.trim(), action: 'updated', before: b ?? null });
    }
    return out;
  },
};
