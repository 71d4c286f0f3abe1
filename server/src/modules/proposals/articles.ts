import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/catalog.ts';
import type { ProposalVatRate } from '../../../../src/domain/proposalTotals.ts';
import { toScaled } from '../../../../src/domain/decimal.ts';

// What a proposal row needs of its article: that it exists in the tenant, its code (printed and named in the
// history) and its VAT rate (the row's default).

export type ArticleFacts = { readonly code: string; readonly vatRate: string };

export async function articleFacts(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, ArticleFacts>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: articles.id, code: articles.code, vatRate: articles.vatRate })
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), inArray(articles.id, wanted)));
  return new Map(rows.map((x) => [x.id, { code: x.code, vatRate: x.vatRate }]));
}

/** An article's rate as a proposal row's: 22, 10 or 4 as they are, 0 as exempt, any other rate the standard 22. */
export function rateOfArticle(rate: string): ProposalVatRate {
  const scaled = toScaled(rate, 4);
  if (scaled === 0n) return 'exempt';
  for (const r of ['22', '10', '4'] as const) if (scaled === toScaled(r, 4)) return r;
  return '22';
}
