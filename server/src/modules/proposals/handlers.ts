import { sql } from 'drizzle-orm';
import { tenantLanguage } from '../../i18n/recipient.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import { proposals } from '../../db/schema/proposals.ts';
import type { Db } from '../../db/client.ts';
import { binary, created, invalidField, isFailure, json, noContent, notFound, ok, paged, type Failure, type HandlerMap, type Reply } from '../../http/handler.ts';
import type { Binary, NoBody } from '../../http/operationTypes.ts';
import type { TenantInfo } from '../../http/context.ts';
import { byWords, orderBy } from '../../shared/listing/sort.ts';
import { customerCard } from '../../shared/salesDocuments/customer.ts';
import { issuerOf } from '../../shared/salesDocuments/issuer.ts';
import { pdfLink, pdfResponse } from '../../shared/salesDocuments/delivery.ts';
import { diffSnapshots } from './history.ts';
import { mergeUpdate, proposalInput } from './input.ts';
import { proposalMail, type Recipients } from './mail.ts';
import { proposalFileName, proposalPdf } from './pdf.ts';
import { presentProposal, presentProposals, presentUnsaved, upgradeSnapshot, type PresentedProposal } from './present.ts';
import { stepsOf } from '../../shared/workflowSteps/steps.ts';
import { addresseesOf, asStored, expireOverdue, findProposal, insertProposal, linesOf, listProposals, markSent, newestFirst, proposalStep, readProposal, revisionsOf, statusOn, updateProposal, type ProposalChange, type ProposalRecord } from './repository.ts';
import { userSummaries } from '../tasks/people.ts';
import { addDays } from '../../../../src/domain/proposalTotals.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { proposalSending, type Actor } from '../notifications/events.ts';
import { senderOf } from '../../mail/sender.ts';
import { message as catalogueMessage } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';

const p = proposals;
/** Sortable columns; the status as read on `today`. */
const sortable = (today: string) => ({
  id: p.id,
  // Numbers restart every year: sort by year, then sequence.
  number: sql`${p.year} * 1000000 + ${p.sequence}`,
  date: p.date,
  valid_until: p.validUntil,
  status: byWords(statusOn(today), 'proposalStatuses'),
  revision: p.revision,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
});

const today = (now: string): string => now.slice(0, 10);

/** The proposal as a reader sees it now (an overdue one reads as expired), or null when not in the tenant: no write. */
const current = (db: Db, tenantId: number, id: number, now: string) => readProposal(db, tenantId, id, today(now));

/**
 * For writes: overdue proposals are stored as expired first, so the write (its checks, a frozen revision, a mail)
 * starts from the status a reader sees, and the answer reads it back after the write.
 */
async function settled(db: Db, tenantId: number, id: number, now: string) {
  await expireOverdue(db, tenantId, today(now), id);
  return findProposal(db, tenantId, id);
}

async function renderPdf(db: Db, tenant: TenantInfo, proposal: PresentedProposal, addressee: string | null, language: Language): Promise<Uint8Array> {
  const customer = await customerCard(db, tenant.id, proposal.customer.id);
  return proposalPdf({ issuer: await issuerOf(db, tenant.id), proposal, customer, addressee, language });
}

/**
 * The PDF of a proposal as a download: its current revision, or an earlier one printed from its frozen snapshot
 * (history entries never change, so neither does their PDF). Shared by the download and the temporary link.
 */
export async function proposalPdfResponse(db: Db, tenant: TenantInfo, id: number, revision: number | undefined, addressee: string | null, now: string, language: Language): Promise<Reply<Binary> | Failure> {
  const row = await current(db, tenant.id, id, now);
  if (!row) return notFound();
  let proposal: PresentedProposal = await presentProposal(db, tenant.id, row);
  if (revision !== undefined && revision !== row.revision) {
    const frozen = (await revisionsOf(db, tenant.id, row.id)).find((r) => r.revision === revision);
    if (!frozen) return notFound();
    proposal = upgradeSnapshot(frozen.snapshot);
  }
  return binary(pdfResponse(await renderPdf(db, tenant, proposal, addressee, language), proposalFileName(proposal, language)));
}

/**
 * Whether a standard edit would change more than the status: the stored proposal beside the edit as it would be
 * stored (`asStored`), both presented and compared as the history compares revisions; nothing is written.
 */
async function rewritesContent(db: Db, tenantId: number, before: ProposalRecord, change: ProposalChange): Promise<boolean> {
  const [shown, edited] = await Promise.all([presentProposal(db, tenantId, before), presentUnsaved(db, tenantId, asStored(before, change))]);
  return diffSnapshots(shown, edited).some((c) => c.field !== 'status');
}

export const handlers = {
  listProposals: async (ctx) => {
    const query = ctx.query;
    const day = today(ctx.now());
    const order = orderBy(query.sort, sortable(day), newestFirst, p.id, ctx.language);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const filters = { search: query.search, status: query.status, customerId: query.customer_id, from: query.from, to: query.to };
    const { rows, total } = await listProposals(ctx.db, ctx.tenant.id, filters, { order, limit: page.limit, offset: page.offset, today: day });
    return paged(await presentProposals(ctx.db, ctx.tenant.id, rows), page.meta(total));
  },

  createProposal: async (ctx) => {
    const now = ctx.now();
    const input = await proposalInput(ctx.db, ctx.tenant.id, ctx.body, { date: today(now), validityDays: 30 });
    if (isFailure(input)) return input;
    const id = await insertProposal(ctx.db, ctx.tenant.id, { ...input, authorId: ctx.user.id, now, origin: 'created' });
    const row = await settled(ctx.db, ctx.tenant.id, id, now);
    return row ? created(await presentProposal(ctx.db, ctx.tenant.id, row)) : notFound();
  },

  getProposal: async (ctx) => {
    const row = await current(ctx.db, ctx.tenant.id, ctx.params.id, ctx.now());
    return row ? ok(await presentProposal(ctx.db, ctx.tenant.id, row)) : notFound();
  },

  updateProposal: async (ctx) => {
    const now = ctx.now();
    const before = await settled(ctx.db, ctx.tenant.id, ctx.params.id, now);
    if (!before) return notFound();
    const [lines, people] = await Promise.all([linesOf(ctx.db, ctx.tenant.id, [before.id]), addresseesOf(ctx.db, ctx.tenant.id, [before.id])]);
    // The body is merged over the stored proposal: what the form did not send keeps its value.
    const ownLines = lines.get(before.id) ?? [];
    const ownPeople = people.get(before.id) ?? [];
    const merged = mergeUpdate(before, ownLines, ownPeople, ctx.body);
    if (isFailure(merged)) return merged;
    const owned = { rows: new Set(ownLines.map((l) => l.id)), addressees: new Set(ownPeople.map((x) => x.id)) };
    const input = await proposalInput(ctx.db, ctx.tenant.id, merged, { date: before.date, validityDays: before.validityDays }, owned);
    if (isFailure(input)) return input;
    const isRevision = ctx.body.edit_type === 'revision';
    // A standard edit corrects the revision in place and never moves a sent (or decided) proposal back to draft:
    // it may record the outcome only. A revision edit freezes the proposal as it stood and reopens it as a draft
    // (unless `status` says otherwise).
    if (!isRevision && ctx.body.status === 'draft' && before.status !== 'draft') {
      return invalidField('status', catalogueMessage('proposals.noBackToDraft'));
    }
    // Nor does it move a draft on: a draft becomes sent only through a send call, and the customer answers only what
    // they received (as a quote's edit, src/domain/salesDocumentChoices.ts).
    if (!isRevision && before.status === 'draft' && ctx.body.status !== undefined && ctx.body.status !== 'draft') {
      return invalidField('status', catalogueMessage('proposals.draftLeavesBySending'));
    }
    const status = ctx.body.status ?? (isRevision ? 'draft' : before.status);
    const change = {
      header: { ...input.header, status },
      lines: input.lines,
      addressees: input.addressees,
      now,
      userId: ctx.user.id,
      ...(isRevision ? { revision: { authorId: ctx.user.id, snapshot: (db: Db, closing: ProposalRecord) => presentProposal(db, ctx.tenant.id, closing) } } : {}),
    };
    // What the customer received is never rewritten: once sent, a standard edit may only record the outcome
    // (accepted, rejected); any other change needs a revision, which keeps the sent one in the history.
    if (!isRevision && before.status !== 'draft' && (await rewritesContent(ctx.db, ctx.tenant.id, before, change))) {
      return invalidField('edit_type', catalogueMessage('proposals.sentNeedsRevision'));
    }
    await updateProposal(ctx.db, ctx.tenant.id, before.id, change);
    const after = await settled(ctx.db, ctx.tenant.id, before.id, now);
    return after ? ok(await presentProposal(ctx.db, ctx.tenant.id, after)) : notFound();
  },

  getProposalHistory: async (ctx) => {
    const row = await current(ctx.db, ctx.tenant.id, ctx.params.id, ctx.now());
    if (!row) return notFound();
    const closed = await revisionsOf(ctx.db, ctx.tenant.id, row.id);
    const entries = [
      ...closed.map((r) => ({ revision: r.revision, created_at: r.openedAt, authorId: r.authorId, snapshot: upgradeSnapshot(r.snapshot) })),
      { revision: row.revision, created_at: row.revisionOpenedAt, authorId: row.revisionAuthorId, snapshot: await presentProposal(ctx.db, ctx.tenant.id, row) },
    ];
    const authors = await userSummaries(
      ctx.db,
      ctx.tenant.id,
      entries.map((e) => e.authorId),
    );
    const revisions = entries.map((e, i) => {
      const previous = i > 0 ? entries[i - 1] : undefined;
      return {
        revision: e.revision,
        created_at: e.created_at,
        author: e.authorId === null ? null : (authors.get(e.authorId) ?? null),
        changes: previous ? diffSnapshots(previous.snapshot, e.snapshot) : [],
        snapshot: e.snapshot,
      };
    });
    return ok({ proposal_id: row.id, current_revision: row.revision, revisions: revisions.reverse() });
  },

  getProposalSteps: async (ctx) => {
    const row = await current(ctx.db, ctx.tenant.id, ctx.params.id, ctx.now());
    return row ? ok(await stepsOf(ctx.db, proposalStep(ctx.tenant.id, row.id))) : notFound();
  },

  duplicateProposal: async (ctx) => {
    const now = ctx.now();
    const source = await settled(ctx.db, ctx.tenant.id, ctx.params.id, now);
    if (!source) return notFound();
    const [lines, people] = await Promise.all([linesOf(ctx.db, ctx.tenant.id, [source.id]), addresseesOf(ctx.db, ctx.tenant.id, [source.id])]);
    const date = today(now);
    const id = await insertProposal(ctx.db, ctx.tenant.id, {
      header: {
        date,
        validityDays: source.validityDays,
        validUntil: addDays(date, source.validityDays),
        customerId: source.customerId,
        paymentMethod: source.paymentMethod,
        incoterm: source.incoterm,
        deliveryAddresses: source.deliveryAddresses,
        discounts: source.discounts,
        notes: source.notes,
        agentId: source.agentId,
      },
      // Every stored field of rows and addressees is copied (only the keys that tie them to the source are not).
      lines: (lines.get(source.id) ?? []).map(({ id: _id, tenantId: _t, proposalId: _p, ...l }) => l),
      addressees: (people.get(source.id) ?? []).map(({ id: _id, tenantId: _t, proposalId: _p, ...x }) => x),
      authorId: ctx.user.id,
      now,
      origin: 'duplicate',
    });
    const row = await settled(ctx.db, ctx.tenant.id, id, now);
    return row ? created(await presentProposal(ctx.db, ctx.tenant.id, row)) : notFound();
  },

  sendProposalToAssignedCustomer: async (ctx) => {
    const now = ctx.now();
    const row = await settled(ctx.db, ctx.tenant.id, ctx.params.id, now);
    if (!row) return notFound();
    const proposal = await presentProposal(ctx.db, ctx.tenant.id, row);
    const customer = await customerCard(ctx.db, ctx.tenant.id, row.customerId);
    if (!customer?.email) return invalidField('customer_id', catalogueMessage('proposals.customerWithoutEmail'));
    return send(ctx.db, ctx.tenant, proposal, { to: customer.email }, ctx.body.addressee ?? null, ctx.body.message ?? null, now, ctx.mailer, ctx.user, ctx.language);
  },

  sendProposalToChosenAddresses: async (ctx) => {
    const now = ctx.now();
    const row = await settled(ctx.db, ctx.tenant.id, ctx.params.id, now);
    if (!row) return notFound();
    const by = (type: string) => ctx.body.mail_addresses.filter((m) => m.send_type === type).map((m) => m.email);
    // Validation already requires a `to` address (schema `contains`); kept here so the rule holds on its own.
    if (ctx.body.mail_addresses.length === 0) return invalidField('mail_addresses', catalogueMessage('proposals.noRecipient'));
    const to = by('to');
    // Only cc/bcc addresses: what is missing is a 'to' recipient (spec §5), not a valid send type.
    if (to.length === 0) return invalidField('mail_addresses', catalogueMessage('proposals.noAddressAsRecipient'));
    const recipients: Recipients = { to: to.join(', '), ...(by('cc').length ? { cc: by('cc').join(', ') } : {}), ...(by('bcc').length ? { bcc: by('bcc').join(', ') } : {}) };
    const proposal = await presentProposal(ctx.db, ctx.tenant.id, row);
    return send(ctx.db, ctx.tenant, proposal, recipients, ctx.body.addressee || null, ctx.body.message ?? null, now, ctx.mailer, ctx.user, ctx.language);
  },

  downloadProposalPdf: async (ctx) => proposalPdfResponse(ctx.db, ctx.tenant, ctx.params.id, ctx.query.revision, ctx.query.addressee || null, ctx.now(), ctx.language),

  getProposalPdfLink: async (ctx) => {
    const row = await current(ctx.db, ctx.tenant.id, ctx.params.id, ctx.now());
    if (!row) return notFound();
    const revision = ctx.query.revision;
    if (revision !== undefined && revision !== row.revision && !(await revisionsOf(ctx.db, ctx.tenant.id, row.id)).some((r) => r.revision === revision)) return notFound();
    return ok(pdfLink(ctx, { kind: 'proposal', id: row.id, ...(revision === undefined ? {} : { revision }), ...(ctx.query.addressee ? { addressee: ctx.query.addressee } : {}) }));
  },
} satisfies HandlerMap;

async function send(
  db: Db,
  tenant: TenantInfo,
  proposal: PresentedProposal,
  recipients: Recipients,
  addressee: string | null,
  message: string | null,
  now: string,
  mailer: Mailer,
  actor: Actor,
  language: Language,
): Promise<Reply<{ message: string }> | Reply<NoBody>> {
  const pdf = await renderPdf(db, tenant, proposal, addressee, tenantLanguage(tenant));
  const delivery = await mailer.send(db, tenant.id, { ...proposalMail(proposal, recipients, tenant.name, pdf, addressee, message, tenantLanguage(tenant)), ...senderOf(tenant) });
  // A mail that did not leave is not a sent proposal: the caller is told (502) and the status stays.
  const ref = { id: proposal.id, number: proposal.number, agentId: proposal.agent?.id ?? null };
  if (delivery._tag === 'MailFailed') {
    await db.transaction((tx) => proposalSending(tx, tenant.id, ref, false, actor, now));
    return json({ message: renderMessage(catalogueMessage('proposals.mailNotDelivered'), language) }, 502);
  }
  await db.transaction(async (tx) => {
    // Only a draft moves to `sent`; re-sending an accepted or rejected proposal keeps its outcome.
    await markSent(tx, tenant.id, proposal.id, proposal.status === 'draft' ? 'sent' : proposal.status, now, { userId: actor.id, again: proposal.status !== 'draft' });
    await proposalSending(tx, tenant.id, ref, true, actor, now);
  });
  return noContent();
}
