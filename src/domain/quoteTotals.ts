import { divRound, fromScaled, isDecimal, toScaled } from './decimal.ts';

// The contract's quote arithmetic (schema `Quote`), exact: row total = quantity × unit_price × (1 − discount/100)
// rounded to cents; row VAT = row total × vat_rate/100 rounded to cents; net = Σ totals, vat = Σ row VATs,
// gross = net + vat; rounding half away from zero. The quote form previews totals with it while the user types;
// what is saved and shown afterwards is the server's answer, computed by the same rule.

const S = 4; // scale of inputs (the contract allows up to 4 decimals)
const ONE_HUNDRED_PERCENT = 100n * 10n ** BigInt(S);

export type QuoteRowFigures = { readonly quantity: string; readonly unitPrice: string; readonly discountPercent: string; readonly vatRate: string };
export type RowAmounts = { readonly total: string; readonly vat: string };
export type QuoteTotals = { readonly net: string; readonly vat: string; readonly gross: string };

/** A row's amounts, or null while one of its figures is not a decimal yet (the user is typing). */
export function rowAmounts(row: QuoteRowFigures): RowAmounts | null {
  const figures = [row.quantity, row.unitPrice, row.discountPercent === '' ? '0' : row.discountPercent, row.vatRate];
  if (!figures.every(isDecimal)) return null;
  const keep = ONE_HUNDRED_PERCENT - toScaled(figures[2] ?? '0', S);
  // q·p·keep is at scale 12 with an extra ×100 of the percentage: cents = that / (10^10 · 100).
  const totalCents = divRound(toScaled(row.quantity, S) * toScaled(row.unitPrice, S) * keep, 10n ** 12n);
  // cents · vat is at scale 6 with an extra ×100 of the percentage: cents = that / (10^4 · 100).
  const vatCents = divRound(totalCents * toScaled(row.vatRate, S), 10n ** 6n);
  return { total: fromScaled(totalCents, 2), vat: fromScaled(vatCents, 2) };
}

/** The quote's totals, or null while a row cannot be computed. */
export function quoteTotals(rows: readonly QuoteRowFigures[]): QuoteTotals | null {
  let net = 0n;
  let vat = 0n;
  for (const row of rows) {
    const amounts = rowAmounts(row);
    if (!amounts) return null;
    net += toScaled(amounts.total, 2);
    vat += toScaled(amounts.vat, 2);
  }
  return { net: fromScaled(net, 2), vat: fromScaled(vat, 2), gross: fromScaled(net + vat, 2) };
}
