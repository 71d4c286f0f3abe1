import type { Quote, QuoteInput, QuoteStatus } from '../../api/quotes.ts';
import type { ArticleUnit } from '../../api/articles.ts';
import { quoteTotals, rowAmounts, type QuoteTotals, type RowAmounts } from '../../domain/quoteTotals.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';
import { afterOrEqual } from '../../domain/validation/dateOrder.ts';
import { parseDecimalInput } from '../../domain/numberFormat.ts';

/** One row as the form edits it: decimals as typed text; `key` keeps React's identity for new rows. */
export type QuoteRowDraft = {
  readonly key: string;
  readonly id: number | null;
  readonly articleId: number | null;
  readonly description: string;
  readonly quantity: string;
  readonly unit: ArticleUnit | null;
  readonly unitPrice: string;
  readonly discountPercent: string;
  readonly vatRate: string;
};

export type QuoteFormValues = {
  date: string | null;
  validUntil: string | null;
  status: QuoteStatus;
  customerId: string | null;
  customerName: string | null;
  priceListId: string | null;
  priceListName: string | null;
  notes: string;
  rows: readonly QuoteRowDraft[];
};

export const emptyQuote = (today: string): QuoteFormValues => ({
  date: today,
  validUntil: null,
  status: 'draft',
  customerId: null,
  customerName: null,
  priceListId: null,
  priceListName: null,
  notes: '',
  rows: [],
});

export const quoteToValues = (quote: Quote, inputText: (value: string) => string): QuoteFormValues => ({
  date: quote.date,
  validUntil: quote.validUntil,
  status: quote.status,
  customerId: String(quote.customer.id),
  customerName: quote.customer.name,
  priceListId: quote.priceList ? String(quote.priceList.id) : null,
  priceListName: quote.priceList?.name ?? null,
  notes: quote.notes ?? '',
  rows: quote.rows.map((row) => ({
    key: `row-${row.id}`,
    id: row.id,
    articleId: row.articleId,
    description: row.description,
    quantity: inputText(row.quantity),
    unit: row.unit,
    unitPrice: inputText(row.unitPrice),
    discountPercent: inputText(row.discountPercent),
    vatRate: inputText(row.vatRate),
  })),
});

/**
 * A row's figures as wire decimals (blank discount = 0); null figures while the text does not read as a number.
 * Read in the user's language: guessed without it, an Italian "1.000" (one thousand) was saved as 1.
 */
const figures = (row: QuoteRowDraft, language: string) => ({
  quantity: parseDecimalInput(row.quantity, language) ?? '',
  unitPrice: parseDecimalInput(row.unitPrice, language) ?? '',
  discountPercent: row.discountPercent.trim() === '' ? '0' : (parseDecimalInput(row.discountPercent, language) ?? ''),
  vatRate: parseDecimalInput(row.vatRate, language) ?? '',
});

/** The preview of a row while typing (exact, like the server), or null when a figure is not a number yet. */
export const draftRowAmounts = (row: QuoteRowDraft, language: string): RowAmounts | null => rowAmounts(figures(row, language));
export const draftTotals = (rows: readonly QuoteRowDraft[], language: string): QuoteTotals | null => quoteTotals(rows.map((row) => figures(row, language)));

const idOf = (value: string | null): number | null => (value === null ? null : Number(value));
const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export const quoteBody = (values: QuoteFormValues, language: string): QuoteInput => ({
  date: values.date ?? '',
  validUntil: values.validUntil,
  customerId: Number(values.customerId),
  priceListId: idOf(values.priceListId),
  notes: blankToNull(values.notes),
  rows: values.rows.map((row) => {
    const f = figures(row, language);
    return {
      ...(row.id === null ? {} : { id: row.id }),
      articleId: row.articleId,
      description: row.description.trim(),
      quantity: f.quantity,
      unit: row.unit,
      unitPrice: f.unitPrice,
      discountPercent: f.discountPercent,
      vatRate: f.vatRate,
    };
  }),
});

export const quoteRules: FormSchema<keyof QuoteFormValues> = {
  date: [required],
  customerId: [required],
  validUntil: [afterOrEqual({ field: 'date' })],
};

/** Field errors of the rows, keyed `rows.<index>.<field>` (the server's 422 uses the same snake_case paths). */
export const rowErrors = (
  rows: readonly QuoteRowDraft[],
  messages: { required: string; number: string; percent: string; aboveZero: string },
  language: string,
): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  rows.forEach((row, index) => {
    if (row.description.trim() === '') errors[`rows.${index}.description`] = [messages.required];
    for (const field of ['quantity', 'unitPrice', 'vatRate', 'discountPercent'] as const) {
      const text = row[field];
      if (text.trim() === '') {
        if (field !== 'discountPercent') errors[`rows.${index}.${field}`] = [messages.required];
        continue;
      }
      const parsed = parseDecimalInput(text, language);
      if (parsed === null || parsed.startsWith('-')) errors[`rows.${index}.${field}`] = [messages.number];
      // A quantity of nothing (spec §5 greaterThanZero); a price or a rate of 0 is a real one (free, exempt).
      else if (field === 'quantity' && !/[1-9]/.test(parsed)) errors[`rows.${index}.${field}`] = [messages.aboveZero];
      else if ((field === 'vatRate' || field === 'discountPercent') && !/^(100(\.0+)?|\d{1,2}(\.\d+)?)$/.test(parsed)) errors[`rows.${index}.${field}`] = [messages.percent];
    }
  });
  return errors;
};
