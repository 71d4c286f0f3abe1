import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalForInput, formatMoney, formatPercent, formatQuantity, formatUnitPrice } from '../../domain/numberFormat.ts';
import { appLanguage } from '../../domain/numericDateFormat.ts';

export type DecimalFormatter = {
  /** "1234.5" → "1.234,50 €" (it) / "€1,234.50" (en). */
  readonly money: (value: string | null | undefined, currency?: string) => string;
  /** A unit price with its real precision: "0.0095" → "0,0095 €" (never rounded to cents). */
  readonly unitPrice: (value: string | null | undefined) => string;
  /** Quantities: "1234.500" → "1.234,5". */
  readonly decimal: (value: string | null | undefined) => string;
  /** "22.00" → "22,00 %" (it) / "22.00%" (en). */
  readonly percent: (value: string | null | undefined) => string;
  /** A wire decimal as a decimal field shows it ("12.5" → "12,5" in Italian). */
  readonly inputText: (value: string | null | undefined) => string;
};

const orDash = (value: string | null | undefined, format: (v: string) => string): string => (value === null || value === undefined || value === '' ? '—' : format(value));

/**
 * Decimal strings in the app language (re-renders when the user switches language); never through floats. The one
 * formatter of numbers people read (src/domain/numberFormat.ts, shared with the server's PDFs, mails and exports).
 */
export const useDecimalFormat = (): DecimalFormatter => {
  const { i18n } = useTranslation();
  const language = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({
      money: (value, currency = 'EUR') => orDash(value, (v) => formatMoney(v, language, currency)),
      unitPrice: (value) => orDash(value, (v) => formatUnitPrice(v, language)),
      decimal: (value) => orDash(value, (v) => formatQuantity(v, language)),
      percent: (value) => orDash(value, (v) => formatPercent(v, language)),
      inputText: (value) => decimalForInput(value, language),
    }),
    [language],
  );
};
