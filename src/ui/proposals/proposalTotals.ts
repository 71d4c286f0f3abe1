import { divRound, fromScaled, isDecimal, toScaled } from '../../domain/decimal.ts';
import { parseDecimalInput } from '../../domain/numberFormat.ts';
import { VAT_RATES, type ProposalFormValues, type VatRate } from './proposalForm.ts';

// The form's live preview of the totals per VAT rate, by the contract's rule (schema `ProposalTotals`): row net =
// quantity × unit price × (1 − discount/100) + cliché, to cents; the proposal discounts in cascade on the sum; that
// net total shared among the rates in proportion to their rows (each share rounded down, the cents left over going to
// the largest remainders, so the rates add up to the total exactly); VAT per rate to cents, none when exempt. The
// server computes the same way (server/src/modules/proposals/totals.ts); what is shown once saved is its answer.

export type VatTotal = { readonly vatRate: VatRate; readonly taxable: string; readonly vat: string };
export type TotalsPreview = { readonly byVatRate: readonly VatTotal[]; readonly total: string; readonly vat: string; readonly grandTotal: string };

const S = 6;
const HUNDRED = 100n * 10n ** BigInt(S);

const figure = (text: string, language: string, empty: string): string | null => {
  if (text.trim() === '') return empty;
  const parsed = parseDecimalInput(text, language);
  return parsed !== null && isDecimal(parsed) ? parsed : null;
};

/** Cents of a row, or null while one of its figures is not a number yet (the user is typing). */
const rowCents = (row: ProposalFormValues['rows'][number], language: string): bigint | null => {
  const quantity = figure(row.quantity, language, '0');
  const price = figure(row.unitPrice, language, '0');
  const discount = figure(row.discountPercent, language, '0');
  const cliche = figure(row.clicheCost, language, '0');
  if (quantity === null || price === null || discount === null || cliche === null) return null;
  const goods = divRound(toScaled(quantity, S) * toScaled(price, S) * (HUNDRED - toScaled(discount, S)), 10n ** BigInt(3 * S - 2) * 100n);
  return goods + toScaled(cliche, 2);
};

/** `amount` cents shared among `parts` in proportion: shares rounded down, the leftover cents to the largest remainders. */
function shareOut(amount: bigint, parts: readonly bigint[]): bigint[] {
  const whole = parts.reduce((a, b) => a + b, 0n);
  if (whole === 0n) return parts.map(() => 0n);
  const shares = parts.map((part) => (amount * part) / whole);
  let left = amount - shares.reduce((a, b) => a + b, 0n);
  const order = parts.map((part, i) => ({ i, rest: (amount * part) % whole })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

export function totalsPreview(values: Pick<ProposalFormValues, 'rows' | 'discounts'>, language: string): TotalsPreview | null {
  const byRate = new Map<VatRate, bigint>();
  for (const row of values.rows) {
    const cents = rowCents(row, language);
    if (cents === null) return null;
    byRate.set(row.vatRate, (byRate.get(row.vatRate) ?? 0n) + cents);
  }
  const net = [...byRate.values()].reduce((a, b) => a + b, 0n);
  let total = net;
  for (const discount of values.discounts) {
    const percent = figure(discount.percent, language, '0');
    if (percent === null) return null;
    if (discount.description.trim() === '') continue;
    total = divRound(total * (HUNDRED - toScaled(percent, S)), HUNDRED);
  }
  const rates = VAT_RATES.filter((rate) => byRate.has(rate));
  const shares = shareOut(
    total,
    rates.map((rate) => byRate.get(rate) ?? 0n),
  );
  const byVatRate = rates.map((vatRate, index): VatTotal => {
    const taxable = shares[index] ?? 0n;
    const vat = vatRate === 'exempt' ? 0n : divRound(taxable * BigInt(vatRate), 100n);
    return { vatRate, taxable: fromScaled(taxable, 2), vat: fromScaled(vat, 2) };
  });
  const vat = byVatRate.reduce((sum, entry) => sum + toScaled(entry.vat, 2), 0n);
  return { byVatRate, total: fromScaled(total, 2), vat: fromScaled(vat, 2), grandTotal: fromScaled(total + vat, 2) };
}
