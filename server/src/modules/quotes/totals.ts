import { divRound, fromScaled, toScaled } from '../catalog/decimal.ts';
import { message, moneyParam } from '../../i18n/message.ts';

// The contract's quote arithmetic, exact (BigInt): row total = quantity × unit_price × (1 − discount/100)
// rounded to cents; row VAT = row total × vat_rate/100 rounded to cents; net = Σ totals, vat = Σ row VATs,
// gross = net + vat. Rounding is half away from zero.

const S = 4; // scale of inputs (the contract allows up to 4 decimals)
const ONE_HUNDRED_PERCENT = 100n * 10n ** BigInt(S);

/** A row total beyond its column (numeric(16,2)): quantity × unit price can exceed it though each fits alone. */
export const ROW_TOTAL_TOO_LARGE = message('quotes.rowTotalTooLarge', { limit: moneyParam('99999999999999.99') });

export type RowAmounts = { readonly total: string; readonly vat: string };

export function rowAmounts(quantity: string, unitPrice: string, discountPercent: string, vatRate: string): RowAmounts {
  const q = toScaled(quantity, S);
  const p = toScaled(unitPrice, S);
  const keep = ONE_HUNDRED_PERCENT - toScaled(discountPercent, S); // (100 − discount) at scale 4
  // q·p·keep is at scale 12 and carries an extra ×100 of the percentage: cents = that / (10^10 · 100).
  const totalCents = divRound(q * p * keep, 10n ** 12n);
  // cents · vat is at scale 6 with an extra ×100 of the percentage: cents = that / (10^4 · 100).
  const vatCents = divRound(totalCents * toScaled(vatRate, S), 10n ** 6n);
  return { total: fromScaled(totalCents, 2), vat: fromScaled(vatCents, 2) };
}

export type QuoteTotals = { readonly net: string; readonly vat: string; readonly gross: string };

export function quoteTotals(rows: readonly RowAmounts[]): QuoteTotals {
  let net = 0n;
  let vat = 0n;
  for (const r of rows) {
    net += toScaled(r.total, 2);
    vat += toScaled(r.vat, 2);
  }
  return { net: fromScaled(net, 2), vat: fromScaled(vat, 2), gross: fromScaled(net + vat, 2) };
}

/** `YYYY/NNNN` (at least four digits; a 10 000th quote of a year simply gets five). */
export const quoteNumber = (year: number, sequence: number): string => `${year}/${String(sequence).padStart(4, '0')}`;
