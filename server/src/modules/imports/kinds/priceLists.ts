import { and, eq, inArray } from 'drizzle-orm';
import { articles, priceListArticles, priceLists } from '../../../db/schema/catalog.ts';
import type { FieldSpec, ImportKind, Planned, RowProblem, Written } from '../kind.ts';
import { insertRows } from '../bulk.ts';
import { snapshot } from '../records.ts';
import { readDate } from '../values.ts';
import { changedColumns, nameKey, RowReader } from './common.ts';

// Price lists with their rows: one row of the file per article of a list, the key is the list's name and the
// article's code. A list named for the first time is created (with the list columns of its first row); an article
// code that does not exist rejects the row. The price defaults to the article's own price.

export const PRICE_LIST_FIELDS: readonly FieldSpec[] = [
  { name: 'price_list', required: true, aliases: ['listino', 'nome listino', 'price list', 'price list name', 'list'] },
  { name: 'article_code', required: true, aliases: ['codice articolo', 'codice', 'articolo', 'cod art', 'article code', 'article', 'code', 'sku'] },
  { name: 'price', required: false, aliases: ['prezzo', 'prezzo listino', 'price', 'list price'] },
  { name: 'discount_percent', required: false, aliases: ['sconto', 'sconto %', 'discount', 'discount %', 'discount percent'] },
  { name: 'list_code', required: false, aliases: ['codice listino', 'price list code', 'list code'] },
  { name: 'currency', required: false, aliases: ['valuta', 'currency'] },
  { name: 'valid_from', required: false, aliases: ['valido dal', 'validità dal', 'inizio validità', 'valid from', 'from'] },
  { name: 'valid_to', required: false, aliases: ['valido al', 'validità al', 'fine validità', 'valid to', 'to', 'until'] },
];

type ListColumns = Partial<{ code: string; currency: string; validFrom: string; validTo: string }>;
export type PriceListValue = { readonly list: string; readonly articleCode: string; readonly price: string | null; readonly discount: string | null; readonly listColumns: ListColumns };
type Plan = {
  readonly listId: number | null;
  readonly list: string;
  readonly listColumns: ListColumns;
  /** The list's columns changed by this row (the first row of the batch naming an existing list). */
  readonly listChanges: ListColumns;
  readonly articleId: number;
  readonly articleCode: string;
  readonly rowId: number | null;
  readonly values: { price: string; discountPercent: string };
};

export const priceListsKind: ImportKind<PriceListValue, Plan> = {
  kind: 'price-lists',
  fields: PRICE_LIST_FIELDS,
  permissions: ['price_lists.create', 'price_lists.update'],
  parse(cells, conventions) {
    const r = new RowReader(cells, conventions);
    const list = r.require('price_list');
    const articleCode = r.require('article_code');
    // numeric(16,4) and numeric(7,4).
    const price = r.decimal('price', 12);
    const discount = r.decimal('discount_percent', 3);
    const listColumns: ListColumns = {};
    const code = r.text('list_code');
    if (code !== null) listColumns.code = code;
    const currency = r.text('currency');
    if (currency !== null) listColumns.currency = currency.toUpperCase();
    const from = r.read('valid_from', readDate);
    if (from !== null) listColumns.validFrom = from;
    const to = r.read('valid_to', readDate);
    if (to !== null) listColumns.validTo = to;
    if (from !== null && to !== null && to < from) r.problem('valid_to', 'imports.reasons.validToBeforeFrom');
    if (price?.startsWith('-')) r.problem('price', 'imports.reasons.negative');
    if (r.problems.length > 0 || list === null || articleCode === null) return { ok: false, problems: r.problems };
    return { ok: true, key: `${nameKey(list)}|${articleCode.toUpperCase()}`, keyField: 'article_code', value: { list, articleCode, price, discount, listColumns } };
  },
  async plan(ctx, rows) {
    const codes = [...new Set(rows.map((r) => r.value.articleCode))];
    const arts = codes.length ? await ctx.db.select({ id: articles.id, code: articles.code, price: articles.price }).from(articles).where(and(eq(articles.tenantId, ctx.tenantId), inArray(articles.code, codes))) : [];
    const articleByCode = new Map(arts.map((a) => [a.code, a]));
    const lists = await ctx.db.select().from(priceLists).where(eq(priceLists.tenantId, ctx.tenantId));
    const listByName = new Map(lists.map((l) => [nameKey(l.name), l]));
    const listIds = lists.map((l) => l.id);
    const articleIds = arts.map((a) => a.id);
    const current = listIds.length && articleIds.length ? await ctx.db.select().from(priceListArticles).where(and(eq(priceListArticles.tenantId, ctx.tenantId), inArray(priceListArticles.articleId, articleIds))) : [];
    const rowOf = new Map(current.map((c) => [`${c.priceListId}|${c.articleId}`, c]));
    const listChanged = new Set<number>();
    return rows.map(({ row, value }): Planned<Plan> => {
      const article = articleByCode.get(value.articleCode);
      if (!article) return { row, action: 'reject', problems: [{ field: 'article_code', key: 'imports.reasons.unknownArticle', params: { value: value.articleCode } } satisfies RowProblem] };
      const list = listByName.get(nameKey(value.list));
      const values = { price: value.price ?? article.price, discountPercent: value.discount ?? '0' };
      if (!list) return { row, action: 'create', plan: { listId: null, list: value.list.trim(), listColumns: value.listColumns, listChanges: {}, articleId: article.id, articleCode: article.code, rowId: null, values } };
      const listChanges = listChanged.has(list.id) ? {} : (changedColumns(list, value.listColumns) as ListColumns);
      if (Object.keys(listChanges).length > 0) listChanged.add(list.id);
      const existing = rowOf.get(`${list.id}|${article.id}`);
      const base = { listId: list.id, list: list.name, listColumns: value.listColumns, listChanges, articleId: article.id, articleCode: article.code };
      if (!existing) return { row, action: 'create', plan: { ...base, rowId: null, values } };
      const changes = changedColumns(existing, { price: value.price ?? undefined, discountPercent: value.discount ?? undefined });
      if (Object.keys(changes).length === 0 && Object.keys(listChanges).length === 0) return { row, action: 'unchanged', plan: { ...base, rowId: existing.id, values } };
      return { row, action: 'update', plan: { ...base, rowId: existing.id, values: { ...values, ...changes } } };
    });
  },
  async write(ctx, rows) {
    const out: Written[] = [];
    // Lists first: new ones once per name (another batch may have made it already), then changed ones.
    const listIds = new Map<string, number>();
    for (const r of rows) {
      if (r.plan.listId !== null) {
        listIds.set(nameKey(r.plan.list), r.plan.listId);
        continue;
      }
      const key = nameKey(r.plan.list);
      if (listIds.has(key)) continue;
      const all = await ctx.db.select({ id: priceLists.id, name: priceLists.name }).from(priceLists).where(eq(priceLists.tenantId, ctx.tenantId));
      const found = all.find((l) => nameKey(l.name) === key);
      if (found) {
        listIds.set(key, found.id);
        continue;
      }
      const [made] = await ctx.db
        .insert(priceLists)
        .values({ tenantId: ctx.tenantId, name: r.plan.list, ...r.plan.listColumns, createdAt: ctx.now, updatedAt: ctx.now })
        .returning({ id: priceLists.id });
      if (!made) continue;
      listIds.set(key, made.id);
      out.push({ row: r.row, table: 'price_lists', recordId: made.id, label: r.plan.list, action: 'created', before: null });
    }
    const changedLists = rows.filter((r) => r.plan.listId !== null && Object.keys(r.plan.listChanges).length > 0);
    const listBefore = await snapshot(ctx.db, 'price_lists', ctx.tenantId, changedLists.map((r) => r.plan.listId ?? 0));
    for (const r of changedLists) {
      const id = r.plan.listId ?? 0;
      await ctx.db.update(priceLists).set({ ...r.plan.listChanges, updatedAt: ctx.now }).where(and(eq(priceLists.id, id), eq(priceLists.tenantId, ctx.tenantId)));
      out.push({ row: r.row, table: 'price_lists', recordId: id, label: r.plan.list, action: 'updated', before: listBefore.get(id) ?? null });
    }
    const creates = rows.filter((r) => r.plan.rowId === null);
    if (creates.length > 0) {
      const made = await insertRows(ctx.db, priceListArticles, creates.map((r) => ({ tenantId: ctx.tenantId, priceListId: listIds.get(nameKey(r.plan.list)) ?? 0, articleId: r.plan.articleId, ...r.plan.values })));
      creates.forEach((r, i) => out.push({ row: r.row, table: 'price_list_articles', recordId: made[i] ?? 0, label: `${r.plan.list} · ${r.plan.articleCode}`, action: 'created', before: null }));
    }
    const updates = rows.filter((r) => r.plan.rowId !== null && r.action === 'update');
    const before = await snapshot(ctx.db, 'price_list_articles', ctx.tenantId, updates.map((r) => r.plan.rowId ?? 0));
    for (const r of updates) {
      const id = r.plan.rowId ?? 0;
      const b = before.get(id);
      if (b && (String(b.price) !== r.plan.values.price || String(b.discount_percent) !== r.plan.values.discountPercent)) {
        await ctx.db.update(priceListArticles).set(r.plan.values).where(and(eq(priceListArticles.id, id), eq(priceListArticles.tenantId, ctx.tenantId)));
        out.push({ row: r.row, table: 'price_list_articles', recordId: id, label: `${r.plan.list} · ${r.plan.articleCode}`, action: 'updated', before: b });
      }
    }
    return out;
  },
};
