import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleTaxonomyItems, articles } from '../../db/schema/catalog.ts';
import { quoteRows, quotes } from '../../db/schema/quotes.ts';
import { fromScaled, tidy, toScaled } from '../../../../src/domain/decimal.ts';
import { dateIn, type Period } from './period.ts';

// GET /statistics/article-categories: the rows of the period's quotes (VAT excluded) by their article's category.
// Rows without an article, or whose article has no category, fall under `none`. Summing is SQL numeric.

const NONE = 'none';

export async function articleCategoriesOf(db: Db, tenantId: number, p: Period) {
  const rows = await db
    .select({
      key: sql<string | null>`${articleTaxonomyItems.id}::text`,
      label: articleTaxonomyItems.name,
      quotes: sql<number>`count(distinct ${quoteRows.quoteId})::int`,
      rows: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${quoteRows.total}), 0)::text`,
    })
    .from(quoteRows)
    .innerJoin(quotes, eq(quotes.id, quoteRows.quoteId))
    .leftJoin(articles, eq(articles.id, quoteRows.articleId))
    .leftJoin(articleTaxonomyItems, and(eq(articleTaxonomyItems.id, articles.categoryId), eq(articleTaxonomyItems.kind, 'category')))
    .where(and(eq(quoteRows.tenantId, tenantId), eq(quotes.tenantId, tenantId), dateIn(quotes.date, p)))
    .groupBy(articleTaxonomyItems.id, articleTaxonomyItems.name);
  const series = rows
    .map((r) => ({ key: r.key ?? NONE, label: r.key === null ? '' : (r.label ?? ''), quotes_count: r.quotes, rows_count: r.rows, total: tidy(r.total) }))
    // Largest first: the chart reads as a ranking; ties by name, `none` last.
    .sort((a, b) => (a.key === NONE ? 1 : b.key === NONE ? -1 : Number(toScaled(b.total, 2) - toScaled(a.total, 2)) || a.label.localeCompare(b.label, 'it')));
  return {
    from: p.from,
    to: p.to,
    series,
    totals: {
      rows_count: series.reduce((n, s) => n + s.rows_count, 0),
      total: fromScaled(series.reduce((sum, s) => sum + toScaled(s.total, 2), 0n), 2),
    },
  };
}
