import type { Db } from '../../db/client.ts';
import { invalid, invalidField, type Failure } from '../../http/handler.ts';
import type { Body } from '../../http/operationTypes.ts';
import { articlePrices, type PriceListFields } from './repository.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { message } from '../../i18n/message.ts';
import { selectedInvalid } from '../recordMessages.ts';

// PriceListInput → columns and the resolved article set (422 for a reversed period, repeated or unknown articles).

export type ResolvedItems = { articleId: number; price: string; discountPercent: string }[];

export function priceListFields(body: Body<'createPriceList'>): PriceListFields | Failure {
  const validFrom = body.valid_from ?? null;
  const validTo = body.valid_to ?? null;
  // ISO dates compare correctly as strings.
  if (validFrom !== null && validTo !== null && validTo < validFrom) {
    return invalidField('valid_to', message('priceLists.validToBeforeFrom'));
  }
  return { name: body.name, code: body.code ?? null, currency: body.currency ?? 'EUR', validFrom, validTo, notes: body.notes ?? null };
}

export async function resolveItems(db: Db, tenantId: number, items: Body<'createPriceList'>['articles']): Promise<ResolvedItems | undefined | Failure> {
  if (items === undefined) return undefined;
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  items.forEach((item, i) => {
    if (seen.has(item.article_id)) errors[`articles.${i}.article_id`] = [message('priceLists.articleTwice')];
    seen.add(item.article_id);
  });
  const prices = await articlePrices(db, tenantId, [...seen]);
  items.forEach((item, i) => {
    if (!prices.has(item.article_id)) errors[`articles.${i}.article_id`] = [selectedInvalid('article_id')];
  });
  if (Object.keys(errors).length > 0) return invalid(errors);
  return items.map((item) => ({
    articleId: item.article_id,
    price: item.price ?? prices.get(item.article_id) ?? '0',
    discountPercent: item.discount_percent ?? '0',
  }));
}
