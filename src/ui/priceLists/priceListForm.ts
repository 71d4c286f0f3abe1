import type { PriceList, PriceListInput } from '../../api/priceLists.ts';
import { afterOrEqual } from '../../domain/validation/dateOrder.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

/** What the price list form edits (the list's articles are managed on its detail screen). */
export type PriceListFormValues = { name: string; code: string; currency: string; validFrom: string | null; validTo: string | null; notes: string };

export const emptyPriceList: PriceListFormValues = { name: '', code: '', currency: 'EUR', validFrom: null, validTo: null, notes: '' };

export const priceListToValues = (list: PriceList): PriceListFormValues => ({
  name: list.name,
  code: list.code ?? '',
  currency: list.currency,
  validFrom: list.validFrom,
  validTo: list.validTo,
  notes: list.notes ?? '',
});

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The request body without `articles`: on update the server then keeps the list's articles as they are. */
export const priceListBody = (values: PriceListFormValues): PriceListInput => ({
  name: values.name.trim(),
  code: blankToNull(values.code),
  currency: values.currency.trim().toUpperCase() || 'EUR',
  validFrom: values.validFrom,
  validTo: values.validTo,
  notes: blankToNull(values.notes),
});

export const priceListRules: FormSchema<keyof PriceListFormValues> = {
  name: [required],
  validTo: [afterOrEqual({ field: 'validFrom' })],
};
