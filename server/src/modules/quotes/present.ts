import type { Db } from '../../db/client.ts';
import type { components } from '../../../../src/api/schema.gen.ts';
import { tidy } from '../../../../src/domain/decimal.ts';
import { customersById, linesOf, priceListNames, type CustomerInfo, type QuoteLine, type QuoteRow } from './repository.ts';
import { totalsOfAmounts } from '../../../../src/domain/quoteTotals.ts';

export const presentLine = (l: QuoteLine): components['schemas']['QuoteRow'] => ({
  id: l.id,
  article_id: l.articleId,
  description: l.description,
  quantity: tidy(l.quantity, 0),
  unit: l.unit,
  unit_price: tidy(l.unitPrice),
  discount_percent: tidy(l.discountPercent),
  vat_rate: tidy(l.vatRate),
  total: tidy(l.total),
});

/** The wire quote (contract `Quote`). */
export type PresentedQuote = components['schemas']['Quote'];

function presenter(lines: Map<number, QuoteLine[]>, customers: Map<number, CustomerInfo>, lists: Map<number, string>) {
  return (row: QuoteRow): PresentedQuote => {
    const own = lines.get(row.id) ?? [];
    const customer = customers.get(row.customerId);
    const listName = row.priceListId === null ? undefined : lists.get(row.priceListId);
    return {
      id: row.id,
      number: row.number,
      date: row.date,
      valid_until: row.validUntil,
      status: row.status,
      customer: { id: row.customerId, name: customer?.name ?? '', type: customer?.type ?? 'customer' },
      price_list: row.priceListId === null || listName === undefined ? null : { id: row.priceListId, name: listName },
      notes: row.notes,
      rows: own.map(presentLine),
      totals: totalsOfAmounts(own),
      sent_at: row.sentAt,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    };
  };
}

/** Loads rows, customers and price list names for a page of quotes (three queries) and presents them. */
export async function presentQuotes(db: Db, tenantId: number, rows: readonly QuoteRow[]) {
  const ids = rows.map((r) => r.id);
  const [lines, customers, lists] = await Promise.all([
    linesOf(db, tenantId, ids),
    customersById(db, tenantId, [...new Set(rows.map((r) => r.customerId))]),
    priceListNames(db, tenantId, [...new Set(rows.flatMap((r) => (r.priceListId === null ? [] : [r.priceListId])))]),
  ]);
  return rows.map(presenter(lines, customers, lists));
}
