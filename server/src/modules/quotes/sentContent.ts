import { toScaled } from '../../../../src/domain/decimal.ts';
import type { LineInput, QuoteHeader, QuoteLine, QuoteRow } from './repository.ts';

// What the customer received is a sent quote's header and rows; once sent only its outcome (status) may change.
// The comparison reads values, not spellings: "2" and "2.0000" are one quantity, a blank note and none are one note,
// and rows are compared by position (a body without row ids still says the same rows).

const sameNumber = (a: string, b: string): boolean => toScaled(a, 4) === toScaled(b, 4);
const sameText = (a: string | null, b: string | null): boolean => (a ?? '').trim() === (b ?? '').trim();

const sameLine = (stored: QuoteLine, line: LineInput): boolean =>
  (stored.articleId ?? null) === (line.articleId ?? null) &&
  sameText(stored.description, line.description) &&
  (stored.unit ?? null) === (line.unit ?? null) &&
  sameNumber(stored.quantity, line.quantity) &&
  sameNumber(stored.unitPrice, line.unitPrice) &&
  sameNumber(stored.discountPercent, line.discountPercent ?? '0') &&
  sameNumber(stored.vatRate, line.vatRate);

/** The first wire field whose content the body would change (`rows` for any row), or null when it changes nothing. */
export function changedContent(current: QuoteRow, lines: readonly QuoteLine[], header: QuoteHeader, next: readonly LineInput[]): string | null {
  if (current.date !== header.date) return 'date';
  if ((current.validUntil ?? null) !== (header.validUntil ?? null)) return 'valid_until';
  if (current.customerId !== header.customerId) return 'customer_id';
  if ((current.priceListId ?? null) !== (header.priceListId ?? null)) return 'price_list_id';
  if (!sameText(current.notes, header.notes)) return 'notes';
  if (lines.length !== next.length || lines.some((line, i) => !sameLine(line, next[i] as LineInput))) return 'rows';
  return null;
}
