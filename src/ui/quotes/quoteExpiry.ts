import type { QuoteStatus } from '../../api/quotes.ts';
import { useTimeZone } from '../components/useTimeZone.ts';

/** Today's date (`YYYY-MM-DD`) on the tenant's wall clock (settings `timezone`, Europe/Rome by default). */
export const tenantToday = (timeZone: string, now: Date = new Date()): string => {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    // An unknown zone in the settings: the browser's own day is the best guess.
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
};

/**
 * The day a quote expired, or null while it is valid: valid until the end of `validUntil`, so a quote is expired
 * from the day after. Sending an expired quote needs an explicit confirmation that names this day.
 */
export const expiredOn = (quote: { readonly validUntil: string | null }, today: string): string | null =>
  quote.validUntil !== null && quote.validUntil < today ? quote.validUntil : null;

/**
 * What the expired-send confirmation advises: a draft's validity can be updated; a sent quote's cannot (what the
 * customer received stays as it is), so a new validity is a duplicate.
 */
export const expiredHintKey = (status: QuoteStatus): 'quotes:send.expiredHint' | 'quotes:send.expiredHintSent' =>
  status === 'draft' ? 'quotes:send.expiredHint' : 'quotes:send.expiredHintSent';

export const useTenantToday = (): string => {
  return tenantToday(useTimeZone());
};
