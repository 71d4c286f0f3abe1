import { fromScaled, toScaled } from '../../../../src/domain/decimal.ts';
import { exactRowAmounts } from '../../../../src/domain/quoteTotals.ts';

// Totals per VAT rate, as an Italian document prints them (imponibile and imposta for each aliquota). Each row's
// VAT is the one the quote's totals already add up (rounded per row), so the breakdown always sums to them.

export type VatGroup = { readonly rate: string; readonly net: string; readonly vat: string };

type Row = { readonly quantity: string; readonly unit_price: string; readonly discount_percent: string; readonly vat_rate: string };

export function vatBreakdown(rows: readonly Row[]): VatGroup[] {
  const groups = new Map<string, { net: bigint; vat: bigint }>();
  for (const r of rows) {
    const amounts = exactRowAmounts(r.quantity, r.unit_price, r.discount_percent, r.vat_rate);
    // "22", "22.0" and "22.00" are one rate.
    const key = fromScaled(toScaled(r.vat_rate, 2), 2);
    const g = groups.get(key) ?? { net: 0n, vat: 0n };
    g.net += toScaled(amounts.total, 2);
    g.vat += toScaled(amounts.vat, 2);
    groups.set(key, g);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([rate, g]) => ({ rate, net: fromScaled(g.net, 2), vat: fromScaled(g.vat, 2) }));
}
