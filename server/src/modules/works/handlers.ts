import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { works } from '../../db/schema/works.ts';
import { created, invalid, invalidField, isFailure, noContent, notFound, ok, pagedJsonText, type HandlerMap } from '../../http/handler.ts';
import { deleteAllMedia } from '../../media/store.ts';
import { searchAny } from '../../shared/listing/search.ts';
import { byWords, orderBy } from '../../shared/listing/sort.ts';
import { profileNameSql } from '../profiles/name.ts';
import { nextWorkCode, workCodeTaken } from './code.ts';
import { isUniqueViolation, workInputErrors } from './input.ts';
import { presentWork } from './present.ts';
import { workPage } from './page.ts';
import { deleteWorkRow, findWork, WORK_MEDIA, insertWork, updateWorkRow, type WorkRow } from './repository.ts';
import { CODE_TAKEN } from '../recordMessages.ts';
import { message } from '../../i18n/message.ts';

// Works (contract tag `works`, media in media.ts).

const SORTABLE = {
  id: works.id,
  code: works.code,
  name: works.name,
  status: byWords(works.status, 'workStatuses'),
  start_date: works.startDate,
  end_date: works.endDate,
  customer: profileNameSql,
  created_at: works.createdAt,
  updated_at: works.updatedAt,
};
/** The default order: the latest start first (works without a start last), then the newest. */
const LATEST_START_FIRST: readonly SQL[] = [sql`${works.startDate} desc nulls last`, desc(works.createdAt)];

export const handlers = {
  listWorks: async (ctx) => {
    const q = ctx.query;
    const order = orderBy(q.sort, SORTABLE, LATEST_START_FIRST, works.id, ctx.language);
    if (isFailure(order)) return order;
    const filter = and(
      searchAny(q.search, [works.code, works.name, profileNameSql]),
      q.status === undefined ? undefined : eq(works.status, q.status),
      q.customer_id === undefined ? undefined : eq(works.customerId, q.customer_id),
      q.work_type_id === undefined ? undefined : eq(works.workTypeId, q.work_type_id),
    );
    const page = ctx.page();
    const { json, total } = await workPage(ctx.db, ctx.tenant.id, filter, order, page);
    return pagedJsonText(json, page.meta(total));
  },

  createWork: async (ctx) => {
    const b = ctx.body;
    // The references, the dates and a taken code in one answer.
    const taken = b.code !== undefined && (await workCodeTaken(ctx.db, ctx.tenant.id, b.code));
    const errors = { ...(await workInputErrors(ctx.db, ctx.tenant.id, b)), ...(taken ? { code: [CODE_TAKEN] } : {}) };
    if (Object.keys(errors).length > 0) return invalid(errors);
    const now = ctx.now();
    const values = {
      name: b.name,
      description: b.description ?? null,
      status: b.status ?? 'active',
      customerId: b.customer_id ?? null,
      workTypeId: b.work_type_id ?? null,
      startDate: b.start_date ?? null,
      endDate: b.end_date ?? null,
      notes: b.notes ?? null,
      // The creator is one of the work's people for the record scope (permissions/recordScope.ts).
      createdBy: ctx.user.id,
    };
    // A generated code may be taken by a concurrent create between reading the last number and inserting: retry.
    let row: WorkRow | null = null;
    for (let attempt = 0; attempt < 5 && row === null; attempt++) {
      const code = b.code ?? (await nextWorkCode(ctx.db, ctx.tenant.id, now));
      try {
        row = await insertWork(ctx.db, ctx.tenant.id, { ...values, code }, now);
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
        if (b.code !== undefined) return invalidField('code', CODE_TAKEN);
      }
    }
    if (row === null) return invalidField('code', message('works.codeNotGenerated'));
    return created(await presentWork(ctx.db, ctx.tenant.id, row));
  },

  getWork: async (ctx) => {
    const row = await findWork(ctx.db, ctx.tenant.id, ctx.params.id);
    return row ? ok(await presentWork(ctx.db, ctx.tenant.id, row)) : notFound();
  },

  updateWork: async (ctx) => {
    const b = ctx.body;
    const current = await findWork(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    const taken = b.code !== undefined && (await workCodeTaken(ctx.db, ctx.tenant.id, b.code, current.id));
    const errors = { ...(await workInputErrors(ctx.db, ctx.tenant.id, b, current)), ...(taken ? { code: [CODE_TAKEN] } : {}) };
    if (Object.keys(errors).length > 0) return invalid(errors);
    try {
      await updateWorkRow(ctx.db, ctx.tenant.id, current.id, {
        ...(b.code !== undefined ? { code: b.code } : {}),
        ...(b.name !== undefined ? { name: b.name } : {}),
        ...(b.description !== undefined ? { description: b.description } : {}),
        ...(b.status !== undefined ? { status: b.status } : {}),
        ...(b.customer_id !== undefined ? { customerId: b.customer_id } : {}),
        ...(b.work_type_id !== undefined ? { workTypeId: b.work_type_id } : {}),
        ...(b.start_date !== undefined ? { startDate: b.start_date } : {}),
        ...(b.end_date !== undefined ? { endDate: b.end_date } : {}),
        ...(b.notes !== undefined ? { notes: b.notes } : {}),
        updatedAt: ctx.now(),
      });
    } catch (e) {
      if (isUniqueViolation(e)) return invalidField('code', CODE_TAKEN);
      throw e;
    }
    const row = await findWork(ctx.db, ctx.tenant.id, current.id);
    return row ? ok(await presentWork(ctx.db, ctx.tenant.id, row)) : notFound();
  },

  deleteWork: async (ctx) => {
    const row = await findWork(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    await deleteAllMedia(ctx.db, ctx.config, { tenantId: ctx.tenant.id, ownerType: WORK_MEDIA, ownerId: row.id });
    await deleteWorkRow(ctx.db, ctx.tenant.id, row.id);
    return noContent();
  },
} satisfies HandlerMap;
