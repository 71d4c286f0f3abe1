import { quotes } from '../../db/schema/quotes.ts';
import { tenantLanguage } from '../../i18n/recipient.ts';
import { binary, created, invalidField, isFailure, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import type { Db } from '../../db/client.ts';
import { byWords, orderBy } from '../../shared/listing/sort.ts';
import { mailNotDelivered } from '../../shared/salesDocuments/delivery.ts';
import { quoteInput } from './input.ts';
import { changedContent } from './sentContent.ts';
import { senderOf } from '../../mail/sender.ts';
import { quoteMail } from './mail.ts';
import { presentQuotes } from './present.ts';
import { QUOTE_SORT_EXPRESSIONS, customersById, findQuote, insertQuote, linesOf, listQuotes, markSent, newestFirst, setQuoteStatus, updateQuote, type LineInput } from './repository.ts';
import { customerCard } from '../../shared/salesDocuments/customer.ts';
import { pdfResponse } from '../../shared/salesDocuments/delivery.ts';
import { issuerOf } from '../../shared/salesDocuments/issuer.ts';
import { quoteFileName, quotePdf } from './pdf.ts';
import { message } from '../../i18n/message.ts';
import { quoteStatusChoices } from '../../../../src/domain/salesDocumentChoices.ts';

const q = quotes;
const SORTABLE = { id: q.id, number: q.sequence, date: q.date, valid_until: q.validUntil, status: byWords(q.status, 'quoteStatuses'), ...QUOTE_SORT_EXPRESSIONS, created_at: q.createdAt, updated_at: q.updatedAt };

async function presentOne(db: Db, tenantId: number, id: number) {
  const row = await findQuote(db, tenantId, id);
  if (!row) return null;
  const [out] = await presentQuotes(db, tenantId, [row]);
  return out ?? null;
}

export const handlers = {
  listQuotes: async (ctx) => {
    const query = ctx.query;
    const order = orderBy(query.sort, SORTABLE, newestFirst, q.id, ctx.language);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const filters = { search: query.search, status: query.status, customerId: query.customer_id, from: query.from, to: query.to };
    const { rows, total } = await listQuotes(ctx.db, ctx.tenant.id, filters, { order, limit: page.limit, offset: page.offset });
    return paged(await presentQuotes(ctx.db, ctx.tenant.id, rows), page.meta(total));
  },

  createQuote: async (ctx) => {
    const input = await quoteInput(ctx.db, ctx.tenant.id, ctx.body, null);
    if (isFailure(input)) return input;
    const id = await insertQuote(ctx.db, ctx.tenant.id, input.header, input.lines, ctx.now());
    const out = await presentOne(ctx.db, ctx.tenant.id, id);
    return out ? created(out) : notFound();
  },

  getQuote: async (ctx) => {
    const out = await presentOne(ctx.db, ctx.tenant.id, ctx.params.id);
    return out ? ok(out) : notFound();
  },

  updateQuote: async (ctx) => {
    const current = await findQuote(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    const status = ctx.body.status ?? current.status;
    // The edit may set only the states the current one leads to (a draft leaves draft by being sent).
    if (!quoteStatusChoices(current.status).includes(status)) {
      return invalidField('status', message(current.status === 'draft' ? 'quotes.draftLeavesBySending' : 'quotes.noBackToDraft'));
    }
    const input = await quoteInput(ctx.db, ctx.tenant.id, ctx.body, current.id);
    if (isFailure(input)) return input;
    if (current.status !== 'draft') {
      // What the customer received is never rewritten: a sent quote records its outcome only (a new version is a
      // duplicate, which starts as a draft). An unchanged body with the same status writes nothing.
      const lines = (await linesOf(ctx.db, ctx.tenant.id, [current.id])).get(current.id) ?? [];
      const changed = changedContent(current, lines, input.header, input.lines);
      if (changed !== null) return invalidField(changed, message('quotes.sentIsFixed'));
      if (status !== current.status) await setQuoteStatus(ctx.db, ctx.tenant.id, current.id, status, ctx.now());
      const out = await presentOne(ctx.db, ctx.tenant.id, current.id);
      return out ? ok(out) : notFound();
    }
    await updateQuote(ctx.db, ctx.tenant.id, current.id, { ...input.header, status }, input.lines, ctx.now());
    const out = await presentOne(ctx.db, ctx.tenant.id, current.id);
    return out ? ok(out) : notFound();
  },

  downloadQuotePdf: async (ctx) => {
    const quote = await presentOne(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!quote) return notFound();
    // The letterhead is read for this document: a change in Settings → Company shows on the very next PDF.
    const [issuer, customer] = await Promise.all([issuerOf(ctx.db, ctx.tenant.id), customerCard(ctx.db, ctx.tenant.id, quote.customer.id)]);
    return binary(pdfResponse(await quotePdf({ issuer, quote, customer, language: ctx.language }), quoteFileName(quote, ctx.language)));
  },

  duplicateQuote: async (ctx) => {
    const source = await findQuote(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!source) return notFound();
    const lines = (await linesOf(ctx.db, ctx.tenant.id, [source.id])).get(source.id) ?? [];
    // Every field and row is copied as stored (amounts included: they were computed from the same inputs); the copy
    // is a new draft with its own number and no sending.
    const copy: LineInput[] = lines.map(({ id: _id, tenantId: _t, quoteId: _q, ...line }) => line);
    const header = { date: source.date, validUntil: source.validUntil, customerId: source.customerId, priceListId: source.priceListId, notes: source.notes };
    const id = await insertQuote(ctx.db, ctx.tenant.id, header, copy, ctx.now());
    const out = await presentOne(ctx.db, ctx.tenant.id, id);
    return out ? created(out) : notFound();
  },

  sendQuoteToAssignedCustomer: async (ctx) => {
    const quote = await presentOne(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!quote) return notFound();
    const customer = (await customersById(ctx.db, ctx.tenant.id, [quote.customer.id])).get(quote.customer.id);
    const to = customer?.email?.trim();
    // Not a conflict with another write: the quote's customer lacks a value the send needs (as for proposals).
    if (!to) return { ...invalidField('customer_id', message('quotes.customerWithoutEmail')), extra: { code: 'customer_without_email' } };
    const mail = await ctx.mailer.send(ctx.db, ctx.tenant.id, { ...quoteMail(quote, to, ctx.tenant.name, ctx.body.subject, ctx.body.message, tenantLanguage(ctx.tenant)), ...senderOf(ctx.tenant) });
    // An undelivered e-mail leaves the quote as it was: recording it as sent would tell the user a lie.
    if (mail._tag === 'MailFailed') return mailNotDelivered(mail.message, ctx.language);
    // Only a draft moves to `sent`; re-sending an accepted or rejected quote keeps its outcome.
    await markSent(ctx.db, ctx.tenant.id, quote.id, quote.status === 'draft' ? 'sent' : quote.status, ctx.now());
    const out = await presentOne(ctx.db, ctx.tenant.id, quote.id);
    return out ? ok(out) : notFound();
  },
} satisfies HandlerMap;
