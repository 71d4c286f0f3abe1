import { divRound, fromScaled, isDecimal, toScaled } from './decimal.ts';

// The contract's quote arithmetic (schema `Quote`), exact: row total = quantity × unit_price × (1 − discount/100)
// rounded to cents; row VAT = row total × vat_rate/100 rounded to cents; net = Σ totals, vat = Σ row VATs,
// gross = net + vat; rounding half away from zero. One module for both sides: the server computes what it saves and
// answers with it (exactRowAmounts, totalsOfAmounts); the quote form previews the same figures while the user types
// (rowAmounts, quoteTotals, which wait until every figure is a decimal).

const S = 4; // scale of inputs (the contract allows up to 4 decimals)
const ONE_HUNDRED_PERCENT = 100n * 10n ** BigInt(S);

export type QuoteRowFigures = { readonly quantity: string; readonly unitPrice: string; readonly discountPercent: string; readonly vatRate: string };
export type RowAmounts = { readonly total: string; readonly vat: string };
export type QuoteTotals = { readonly net: string; readonly vat: string; readonly gross: string };

/** A row's amounts from decimal strings (validated ones: a figure that is not a decimal throws). */
export function exactRowAmounts(quantity: string, unitPrice: string, discountPercent: string, vatRate: string): RowAmounts {
  const keep = ONE_HUNDRED_PERCENT - toScaled(discountPercent, S); // (100 − discount) at scale 4
  // q·p·keep is at scale 12 with an extra ×100 of the percentage: cents = that / (10^10 · 100).
  const totalCents = divRound(toScaled(quantity, S) * toScaled(unitPrice, S) * keep, 10n ** 12n);
  // cents · vat is at scale 6 with an extra ×100 of the percentage: cents = that / (10^4 · 100).
  const vatCents = divRound(totalCents * toScaled(vatRate, S), 10n ** 6n);
  return { total: fromScaled(totalCents, 2), vat: fromScaled(vatCents, 2) };
}

/** The quote's totals from its rows' amounts. */
export function totalsOfAmounts(rows: readonly RowAmounts[]): QuoteTotals {
  let net = 0n;
  let vat = 0n;
  for (const r of rows) {
    net += toScaled(r.total, 2);
    vat += toScaled(r.vat, 2);
  }
  return { net: fromScaled(net, 2), vat: fromScaled(vat, 2), gross: fromScaled(net + vat, 2) };
}

/** A row's amounts, or null while one of its figures is not a decimal yet (the user is typing). */
export function rowAmounts(row: QuoteRowFigures): RowAmounts | null {
  const discount = row.discountPercent === '' ? '0' : row.discountPercent;
  if (![row.quantity, row.unitPrice, discount, row.vatRate].every(isDecimal)) return null;
  return exactRowAmounts(row.quantity, row.unitPrice, discount, row.vatRate);
}

/** The quote's totals, or null while a row cannot be computed. */
export function quoteTotals(rows: readonly QuoteRowFigures[]): QuoteTotals | null {
  const amounts: RowAmounts[] = [];
  for (const row of rows) {
    const a = rowAmounts(row);
    if (!a) return null;
    amounts.push(a);
  }
  return totalsOfAmounts(amounts);
}
