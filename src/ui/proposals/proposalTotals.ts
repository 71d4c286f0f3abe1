import { isDecimal } from '../../domain/decimal.ts';
import { parseDecimalInput } from '../../domain/numberFormat.ts';
import { proposalTotals, rowFigures } from '../../domain/proposalTotals.ts';
import type { ProposalFormValues, VatRate } from './proposalForm.ts';

// The form's live preview of the totals per VAT rate (schema `ProposalTotals`), computed by the module the server
// saves with (src/domain/proposalTotals.ts), so the preview and the saved figures cannot drift apart. This file only
// turns what the user typed into decimals: until every figure is one, there is no preview rather than a wrong one.

export type VatTotal = { readonly vatRate: VatRate; readonly taxable: string; readonly vat: string };
export type TotalsPreview = { readonly byVatRate: readonly VatTotal[]; readonly total: string; readonly vat: string; readonly grandTotal: string };

const figure = (text: string, language: string, empty: string): string | null => {
  if (text.trim() === '') return empty;
  const parsed = parseDecimalInput(text, language);
  return parsed !== null && isDecimal(parsed) ? parsed : null;
};

export function totalsPreview(values: Pick<ProposalFormValues, 'rows' | 'discounts'>, language: string): TotalsPreview | null {
  const rows = [];
  for (const row of values.rows) {
    const [quantity, price, discount, cliche] = [row.quantity, row.unitPrice, row.discountPercent, row.clicheCost].map((text) => figure(text, language, '0'));
    if (quantity == null || price == null || discount == null || cliche == null) return null;
    rows.push({ ...rowFigures(quantity, price, discount, cliche), vatRate: row.vatRate });
  }
  const percents: string[] = [];
  for (const discount of values.discounts) {
    const percent = figure(discount.percent, language, '0');
    if (percent === null) return null;
    // A discount without a description is not sent (proposalForm's body), so it takes nothing off here either.
    if (discount.description.trim() !== '') percents.push(percent);
  }
  const totals = proposalTotals(rows, percents);
  return {
    byVatRate: totals.by_vat_rate.map((entry) => ({ vatRate: entry.vat_rate, taxable: entry.taxable, vat: entry.vat })),
    total: totals.total,
    vat: totals.vat,
    grandTotal: totals.grand_total,
  };
}
