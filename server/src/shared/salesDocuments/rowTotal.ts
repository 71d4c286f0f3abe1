import { message, moneyParam } from '../../i18n/message.ts';

/** A row total beyond its column (numeric(16,2)): quantity × unit price can exceed it though each fits alone. */
export const ROW_TOTAL_TOO_LARGE = message('quotes.rowTotalTooLarge', { limit: moneyParam('99999999999999.99') });
