import { addDays as addWallClockDays } from './dateTime.ts';
import { divRound, fromScaled, toScaled } from './decimal.ts';

// The contract's proposal arithmetic, exact (BigInt, never floats):
//   row goods = quantity × unit_price × (1 − discount_percent/100), rounded to cents;
//   row total = row goods + cliche_cost (rounded to cents);
//   goods = Σ row goods, cliches = Σ cliché costs, subtotal = goods + cliches;
//   proposal discounts apply in cascade to the subtotal, each step rounded to cents;
//   discounts = subtotal − discounted amount, total = discounted amount (net);
//   the discounted amount is shared among the rows' VAT rates in proportion to their subtotals (largest
//   remainder, so the rates' taxable amounts add up to `total` to the cent); VAT per rate = taxable × rate,
//   rounded to cents (none for exempt rows); grand total = total + Σ VAT.
// Rounding is half away from zero, as on invoices. One module for both sides: the server saves and answers these
// figures, the proposal form previews them while the user types (src/ui/proposals/proposalTotals.ts).

/** VAT of a proposal row: an Italian rate in percent, or `exempt` (no VAT, printed as "Esente"); in this order. */
export const PROPOSAL_VAT_RATES = ['22', '10', '4', 'exempt'] as const;
export type ProposalVatRate = (typeof PROPOSAL_VAT_RATES)[number];

const S = 4; // scale of inputs (the contract allows up to 4 decimals)
const HUNDRED_PERCENT = 100n * 10n ** BigInt(S);

export type RowFigures = { readonly goods: string; readonly cliches: string; readonly total: string };

export function rowFigures(quantity: string, unitPrice: string, discountPercent: string, clicheCost: string): RowFigures {
  const keep = HUNDRED_PERCENT - toScaled(discountPercent, S);
  // q·p·keep is at scale 12 and still carries the ×100 of the percentage: cents = that / (10^10 · 100).
  const goodsCents = divRound(toScaled(quantity, S) * toScaled(unitPrice, S) * keep, 10n ** 12n);
  const clicheCents = toScaled(clicheCost, 2);
  return { goods: fromScaled(goodsCents, 2), cliches: fromScaled(clicheCents, 2), total: fromScaled(goodsCents + clicheCents, 2) };
}

export type VatTotal = { readonly vat_rate: ProposalVatRate; readonly taxable: string; readonly vat: string };
export type ProposalTotals = {
  readonly goods: string;
  readonly cliches: string;
  readonly discounts: string;
  readonly total: string;
  readonly by_vat_rate: VatTotal[];
  readonly vat: string;
  readonly grand_total: string;
};

/** The percentage a VAT rate adds ("0" for exempt). */
export const vatPercent = (rate: ProposalVatRate): string => (rate === 'exempt' ? '0' : rate);

/**
 * `amount` cents shared among `parts` (cents) in proportion, each rounded down and the leftover cents given to
 * the largest remainders: the shares add up to `amount` exactly.
 */
function shareOut(amount: bigint, parts: readonly bigint[]): bigint[] {
  const whole = parts.reduce((a, b) => a + b, 0n);
  if (whole === 0n) return parts.map(() => 0n);
  const shares = parts.map((p) => (amount * p) / whole);
  let left = amount - shares.reduce((a, b) => a + b, 0n);
  const order = parts.map((p, i) => ({ i, rest: (amount * p) % whole })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

export function proposalTotals(rows: readonly (RowFigures & { readonly vatRate: ProposalVatRate })[], discountPercents: readonly string[]): ProposalTotals {
  let goods = 0n;
  let cliches = 0n;
  const byRate = new Map<ProposalVatRate, bigint>();
  for (const r of rows) {
    goods += toScaled(r.goods, 2);
    cliches += toScaled(r.cliches, 2);
    byRate.set(r.vatRate, (byRate.get(r.vatRate) ?? 0n) + toScaled(r.total, 2));
  }
  const subtotal = goods + cliches;
  let amount = subtotal;
  for (const percent of discountPercents) {
    const keep = HUNDRED_PERCENT - toScaled(percent, S);
    // cents · keep is at scale 4 with the ×100 of the percentage: cents = that / (10^4 · 100).
    amount = divRound(amount * keep, 10n ** 6n);
  }
  const rates = PROPOSAL_VAT_RATES.filter((rate) => byRate.has(rate));
  const taxable = shareOut(
    amount,
    rates.map((rate) => byRate.get(rate) ?? 0n),
  );
  let vat = 0n;
  const by_vat_rate = rates.map((rate, i): VatTotal => {
    const base = taxable[i] ?? 0n;
    const tax = divRound(base * toScaled(vatPercent(rate), S), 10n ** 6n);
    vat += tax;
    return { vat_rate: rate, taxable: fromScaled(base, 2), vat: fromScaled(tax, 2) };
  });
  return {
    goods: fromScaled(goods, 2),
    cliches: fromScaled(cliches, 2),
    discounts: fromScaled(subtotal - amount, 2),
    total: fromScaled(amount, 2),
    by_vat_rate,
    vat: fromScaled(vat, 2),
    grand_total: fromScaled(amount + vat, 2),
  };
}

/** `date` + `days` as a calendar date (the shared wall-clock arithmetic; a year past 9999 gets five digits). */
export function addDays(date: string, days: number): string {
  const next = addWallClockDays(`${date} 00:00:00`, days);
  return next.slice(0, next.indexOf(' '));
}

/**
 * Each proposal discount with the amount it takes off, in sequence (cascade): the printed lines that add up to
 * `totals.discounts`. Same rounding as proposalTotals, step by step.
 */
export function discountSteps(goods: string, cliches: string, discountPercents: readonly string[]): readonly string[] {
  let amount = toScaled(goods, 2) + toScaled(cliches, 2);
  return discountPercents.map((percent) => {
    const next = divRound(amount * (HUNDRED_PERCENT - toScaled(percent, S)), 10n ** 6n);
    const off = amount - next;
    amount = next;
    return fromScaled(off, 2);
  });
}

/** VAT on an amount at a rate in percent (e.g. "22"), rounded to cents; with the amount VAT included. */
export function vatOn(amount: string, ratePercent: string): { readonly vat: string; readonly gross: string } {
  const cents = toScaled(amount, 2);
  const vat = divRound(cents * toScaled(ratePercent, S), 10n ** 6n);
  return { vat: fromScaled(vat, 2), gross: fromScaled(cents + vat, 2) };
}
