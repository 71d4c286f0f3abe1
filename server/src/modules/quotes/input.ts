import type { Db } from '../../db/client.ts';
import { invalid, type Failure } from '../../http/handler.ts';
import type { Body } from '../../http/operationTypes.ts';
import { customerExists, existingArticleIds, lineIdsOf, priceListNames, type LineInput, type QuoteHeader } from './repository.ts';
import { fitsNumeric } from '../../../../src/domain/decimal.ts';
import { exactRowAmounts } from '../../../../src/domain/quoteTotals.ts';
import { ROW_TOTAL_TOO_LARGE } from '../../shared/salesDocuments/rowTotal.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { fieldParam, message, numberParam } from '../../i18n/message.ts';
import { selectedInvalid } from '../recordMessages.ts';

// QuoteInput / QuoteUpdate → header and rows with server-computed amounts; unknown customer, price list,
// article or row ids answer 422 (contract).

type QuoteBody = Body<'createQuote'> | Body<'updateQuote'>;

export async function quoteInput(
  db: Db,
  tenantId: number,
  body: QuoteBody,
  quoteId: number | null,
): Promise<{ header: QuoteHeader; lines: LineInput[] } | Failure> {
  const errors: FieldErrors = {};
  if (!(await customerExists(db, tenantId, body.customer_id))) errors.customer_id = [selectedInvalid('customer_id')];
  const priceListId = body.price_list_id ?? null;
  if (priceListId !== null && !(await priceListNames(db, tenantId, [priceListId])).has(priceListId)) {
    errors.price_list_id = [selectedInvalid('price_list_id')];
  }
  if (body.valid_until && body.valid_until < body.date) errors.valid_until = [message('quotes.validUntilBeforeDate')];

  const articleIds = body.rows.flatMap((row) => (row.article_id ? [row.article_id] : []));
  const known = await existingArticleIds(db, tenantId, articleIds);
  const ownRows = quoteId === null ? new Set<number>() : await lineIdsOf(db, tenantId, quoteId);
  const usedRowIds = new Set<number>();
  body.rows.forEach((row, i) => {
    if (row.article_id && !known.has(row.article_id)) errors[`rows.${i}.article_id`] = [selectedInvalid('article_id')];
    if (row.id !== undefined) {
      if (!ownRows.has(row.id) || usedRowIds.has(row.id)) errors[`rows.${i}.id`] = [message('quotes.unknownRow')];
      usedRowIds.add(row.id);
    }
    // A row of nothing is a slip (spec §5 greaterThanZero; a proposal's rows refuse it the same way): the contract's
    // pattern lets 0 through, as it does for a free unit price.
    if (/^0+(\.0+)?$/.test(row.quantity)) {
      errors[`rows.${i}.quantity`] = [message('validation.exclusiveMinimum', { field: fieldParam('quantity'), limit: numberParam(0) })];
    }
    // Each amount fits the contract alone; their product may not fit the row's numeric(16,2) total.
    else if (!fitsNumeric(exactRowAmounts(row.quantity, row.unit_price, row.discount_percent ?? '0', row.vat_rate).total, 16, 2)) {
      errors[`rows.${i}.quantity`] = [ROW_TOTAL_TOO_LARGE];
    }
  });
  if (Object.keys(errors).length > 0) return invalid(errors);

  const lines = body.rows.map((row, position): LineInput => {
    const discountPercent = row.discount_percent ?? '0';
    const amounts = exactRowAmounts(row.quantity, row.unit_price, discountPercent, row.vat_rate);
    return {
      ...(row.id === undefined ? {} : { id: row.id }),
      position,
      articleId: row.article_id ?? null,
      description: row.description,
      quantity: row.quantity,
      unit: row.unit ?? null,
      unitPrice: row.unit_price,
      discountPercent,
      vatRate: row.vat_rate,
      total: amounts.total,
      vat: amounts.vat,
    };
  });
  return {
    header: { date: body.date, validUntil: body.valid_until ?? null, customerId: body.customer_id, priceListId, notes: body.notes ?? null },
    lines,
  };
}
