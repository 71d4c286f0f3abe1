import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { appLanguage } from './dateFormat.ts';
import { decimalInputText, formatDecimal, formatMoney, formatPercent } from './decimalFormat.ts';

export type DecimalFormatter = {
  /** "1234.5" → "1.234,50 €" (it) / "€1,234.50" (en). */
  readonly money: (value: string | null | undefined, currency?: string) => string;
  /** Quantities: "1234.500" → "1.234,5". */
  readonly decimal: (value: string | null | undefined) => string;
  /** "22.00" → "22%". */
  readonly percent: (value: string | null | undefined) => string;
  /** A wire decimal as a decimal field shows it ("12.5" → "12,5" in Italian). */
  readonly inputText: (value: string | null | undefined) => string;
};

const orDash = (value: string | null | undefined, format: (v: string) => string): string => (value === null || value === undefined || value === '' ? '—' : format(value));

/** Decimal strings in the app language (re-renders when the user switches language); never through floats. */
export const useDecimalFormat = (): DecimalFormatter => {
  const { i18n } = useTranslation();
  const language = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({
      money: (value, currency = 'EUR') => orDash(value, (v) => formatMoney(v, language, currency)),
      decimal: (value) => orDash(value, (v) => formatDecimal(v, language)),
      percent: (value) => orDash(value, (v) => formatPercent(v, language)),
      inputText: (value) => decimalInputText(value, language),
    }),
    [language],
  );
};
