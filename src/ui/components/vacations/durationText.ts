import type { TFunction } from 'i18next';
import { formatNumber } from '../../../domain/numberFormat.ts';

/**
 * A request's length in the reader's words: "16 ore lavorative (2 giorni)", "1 ora lavorativa (0,13 giorni)",
 * numbers with the language's decimals and the noun agreeing with them (the wire sends "16.00" and "2.00").
 */
export const durationText = (t: TFunction, language: string, duration: { readonly hours: string; readonly days: string }): string =>
  t('vacations:duration.value', {
    hours: t('vacations:duration.hours', { count: Number(duration.hours), hours: formatNumber(duration.hours, language) }),
    days: t('vacations:duration.days', { count: Number(duration.days), days: formatNumber(duration.days, language) }),
  });
