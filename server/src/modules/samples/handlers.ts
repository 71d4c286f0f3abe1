import { sql } from 'drizzle-orm';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import { samples } from '../../db/schema/samples.ts';
import type { Db } from '../../db/client.ts';
import type { TenantInfo } from '../../http/context.ts';
import { binary, conflict, created, invalidField, isFailure, notFound, ok, paged, type Failure, type HandlerMap, type Reply } from '../../http/handler.ts';
import type { Binary } from '../../http/operationTypes.ts';
import { byWords, orderBy } from '../../shared/listing/sort.ts';
import { customerCard } from '../../shared/salesDocuments/customer.ts';
import { issuerOf } from '../../shared/salesDocuments/issuer.ts';
import { pdfLink, pdfResponse } from '../../shared/salesDocuments/delivery.ts';
import { DECIDED_BY_YOU_MEANWHILE, DECIDED_MEANWHILE, isSameDecider, SAME_DECIDER } from './approval.ts';
import { fieldChanges, recordEvent, REVIEWED, sampleHistory } from './history.ts';
import { sampleInput } from './input.ts';
import { sampleFileName, samplePdf } from './pdf.ts';
import { presentSample, presentSamples } from './present.ts';
import { sampleDecided, sampleReopened, sampleWaiting } from '../notifications/events.ts';
import { dateTimeParam, message } from '../../i18n/message.ts';
import { tenantLanguage } from '../../i18n/recipient.ts';
import { fieldLabel, renderMessage } from '../../i18n/render.ts';
import { findSample, insertSample, listSamples, newestFirst, recordDecision, reopenEvaluation, updateSample } from './repository.ts';

const s = samples;
// Numbers restart every year: sort by year, then sequence.
const SORTABLE = { id: s.id, number: sql`${s.year} * 1000000 + ${s.sequence}`, date: s.date, status: byWords(s.status, 'sampleStatuses'), created_at: s.createdAt, updated_at: s.updatedAt };

/** The sample sheet as a download; shared by the download and the temporary link. */
export async function samplePdfResponse(db: Db, tenant: TenantInfo, id: number, language: Language): Promise<Reply<Binary> | Failure> {
  const row = await findSample(db, tenant.id, id);
  if (!row) return notFound();
  const sample = await presentSample(db, tenant.id, row);
  return binary(pdfResponse(await samplePdf(await issuerOf(db, tenant.id), sample, await customerCard(db, tenant.id, row.customerId), undefined, undefined, language), sampleFileName(sample, language)));
}

export const handlers = {
  listSamples: async (ctx) => {
    const order = orderBy(ctx.query.sort, SORTABLE, newestFirst, s.id, ctx.language);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const filters = { search: ctx.query.search, status: ctx.query.status, customerId: ctx.query.customer_id };
    const { rows, total } = await listSamples(ctx.db, ctx.tenant.id, filters, { order, limit: page.limit, offset: page.offset });
    return paged(await presentSamples(ctx.db, ctx.tenant.id, rows), page.meta(total));
  },

  createSample: async (ctx) => {
    const now = ctx.now();
    const input = await sampleInput(ctx.db, ctx.tenant.id, ctx.body, now.slice(0, 10), null);
    if (isFailure(input)) return input;
    const id = await ctx.db.transaction(async (tx) => {
      const inserted = await insertSample(tx, ctx.tenant.id, input.fields, input.results, now);
      await recordEvent(tx, ctx.tenant.id, inserted, { kind: 'created', userId: ctx.user.id, at: now });
      await sampleWaiting(tx, ctx.tenant.id, inserted, ctx.user, now);
      return inserted;
    });
    const row = await findSample(ctx.db, ctx.tenant.id, id);
    return row ? created(await presentSample(ctx.db, ctx.tenant.id, row)) : notFound();
  },

  getSample: async (ctx) => {
    const row = await findSample(ctx.db, ctx.tenant.id, ctx.params.id);
    return row ? ok(await presentSample(ctx.db, ctx.tenant.id, row)) : notFound();
  },

  updateSample: async (ctx) => {
    const before = await findSample(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!before) return notFound();
    const input = await sampleInput(ctx.db, ctx.tenant.id, ctx.body, before.date, before.id);
    if (isFailure(input)) return input;
    const now = ctx.now();
    // An approved sample was approved as it stood: changing what was evaluated reopens the evaluation, both
    // decisions reset, and each department's notes say why (the sample's approval history).
    // Both are recorded in its history: the reopening with the reviewed fields that caused it, other changes apart.
    const changes = fieldChanges(before, input.fields);
    const reviewed = before.status === 'approved' ? changes.filter((c) => REVIEWED.includes(c.column)) : [];
    const others = changes.filter((c) => !reviewed.includes(c));
    await updateSample(ctx.db, ctx.tenant.id, before.id, input.fields, input.results, now);
    if (reviewed.length > 0) {
      // The note is stored in both departments' notes, read later by anyone: the tenant's language, the fields by
      // the labels people see, the moment as the reader's format of that language.
      const language = tenantLanguage(ctx.tenant);
      const fields = reviewed.map((c) => fieldLabel(c.field, language)).join(', ');
      await reopenEvaluation(ctx.db, ctx.tenant.id, before.id, renderMessage(message('samples.reopenedNote', { at: dateTimeParam(now), fields }), language), now);
      await recordEvent(ctx.db, ctx.tenant.id, before.id, { kind: 'reopened', userId: ctx.user.id, at: now, changes: reviewed });
      // Both decisions reset: it waits for its approvers again, who are asked again (the approval resolved their
      // entries); its agent and author, told it was approved, hear that the approval no longer stands.
      await sampleReopened(ctx.db, ctx.tenant.id, before.id, ctx.user, now);
    }
    if (others.length > 0) await recordEvent(ctx.db, ctx.tenant.id, before.id, { kind: 'updated', userId: ctx.user.id, at: now, changes: others });
    const row = await findSample(ctx.db, ctx.tenant.id, before.id);
    return row ? ok(await presentSample(ctx.db, ctx.tenant.id, row)) : notFound();
  },

  duplicateSample: async (ctx) => {
    const source = await findSample(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!source) return notFound();
    const now = ctx.now();
    // Copies the fields only: new number, today's date, draft with both approvals pending, no test results.
    const {
      id: _id,
      tenantId: _t,
      number: _n,
      year: _y,
      sequence: _s,
      status: _st,
      technicalStatus: _ts,
      technicalById: _tb,
      technicalAt: _ta,
      technicalNotes: _tn,
      salesStatus: _ss,
      salesById: _sb,
      salesAt: _sa,
      salesNotes: _sn,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = source;
    // A new draft like one created: its history starts with who made it, and its approvers are asked.
    const id = await ctx.db.transaction(async (tx) => {
      const inserted = await insertSample(tx, ctx.tenant.id, { ...fields, date: now.slice(0, 10) }, [], now);
      await recordEvent(tx, ctx.tenant.id, inserted, { kind: 'created', userId: ctx.user.id, at: now });
      await sampleWaiting(tx, ctx.tenant.id, inserted, ctx.user, now);
      return inserted;
    });
    const row = await findSample(ctx.db, ctx.tenant.id, id);
    return row ? created(await presentSample(ctx.db, ctx.tenant.id, row)) : notFound();
  },

  updateSampleDepartmentStatus: async (ctx) => {
    const before = await findSample(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!before) return notFound();
    // Dual approval means two people: whoever decided for one department (approving, evaluating or denying) cannot
    // also decide for the other, whatever each decides.
    const other = ctx.params.deptId === 'technical_direction' ? { status: before.salesStatus, by: before.salesById } : { status: before.technicalStatus, by: before.technicalById };
    if (isSameDecider(other, ctx.user.id)) return invalidField('status', SAME_DECIDER);
    const at = ctx.now();
    const recorded = await ctx.db.transaction(async (tx) => {
      const decision = { department: ctx.params.deptId, status: ctx.body.status, userId: ctx.user.id, notes: ctx.body.notes ?? null, at };
      const outcome = await recordDecision(tx, ctx.tenant.id, before.id, ctx.body.seen_status === undefined ? decision : { ...decision, seen: ctx.body.seen_status });
      if (outcome !== 'recorded') return outcome;
      await recordEvent(tx, ctx.tenant.id, before.id, { kind: 'decision', userId: ctx.user.id, at, department: ctx.params.deptId, status: ctx.body.status });
      await sampleDecided(tx, ctx.tenant.id, before.id, before.status, ctx.user, at);
      return outcome;
    });
    // Checked again on the locked row: two approvals sent at once by the same person both passed the check above.
    if (recorded === 'sameApprover') return invalidField('status', SAME_DECIDER);
    if (recorded === 'overtaken') return conflict(DECIDED_MEANWHILE);
    if (recorded === 'overtakenBySelf') return conflict(DECIDED_BY_YOU_MEANWHILE);
    const row = await findSample(ctx.db, ctx.tenant.id, before.id);
    return row ? ok(await presentSample(ctx.db, ctx.tenant.id, row)) : notFound();
  },

  getSampleHistory: async (ctx) => {
    const row = await findSample(ctx.db, ctx.tenant.id, ctx.params.id);
    return row ? ok(await sampleHistory(ctx.db, ctx.tenant.id, row.id)) : notFound();
  },

  downloadSamplePdf: async (ctx) => samplePdfResponse(ctx.db, ctx.tenant, ctx.params.id, ctx.language),

  getSamplePdfLink: async (ctx) => {
    const row = await findSample(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    return ok(pdfLink(ctx, { kind: 'sample', id: row.id }));
  },
} satisfies HandlerMap;

