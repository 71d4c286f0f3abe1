import { binary, conflict, created, forbidden, invalidField, json, notFound, ok, paged, type Failure, type HandlerMap, type Reply } from '../../http/handler.ts';
import type { Schema } from '../../http/operationTypes.ts';
import type { RawContext } from '../../http/context.ts';
import { message, type MessageParam } from '../../i18n/message.ts';
import { contentDisposition } from '../../media/store.ts';
import { inviteUser } from '../users/invite.ts';
import { xlsxResponse } from '../vacations/excel.ts';
import { errorCsv, errorWorkbook } from './errorFile.ts';
import { presentImport, presentImportSummary, presentKept } from './present.ts';
import { findImport, importStep, listImports, savedMapping } from './repository.ts';
import { stepsOf } from '../../shared/workflowSteps/steps.ts';
import { suggestMapping } from './mapping.ts';
import { cancel, check, discardAbandoned, isRefusal, kindOf, liveProgress, setMapping, startRun, undo, upload, type Refusal, type ServiceContext } from './service.ts';

// The /imports operations (issue 34): thin wrappers around service.ts, which the command line uses too.

type Ctx = Omit<RawContext, 'body' | 'query' | 'params'>;

const serviceContext = (ctx: Ctx): ServiceContext => ({
  db: ctx.db,
  tenantId: ctx.tenant.id,
  now: () => ctx.now(),
  actor: { id: ctx.user.id, name: ctx.user.name, email: ctx.user.email },
  ip: ctx.ip,
  ...(ctx.wroteLater ? { wroteLater: ctx.wroteLater } : {}),
  invite: async (db, invitee) => {
    await inviteUser({ db, config: ctx.config, mailer: ctx.mailer, tenant: ctx.tenant, now: ctx.now() }, invitee, { id: ctx.user.id, name: ctx.user.name });
  },
});

function refused(r: Refusal): Failure {
  const params = r.params as Record<string, MessageParam> | undefined;
  if (r.refusal === 'notFound') return notFound();
  if (r.refusal === 'conflict') return conflict(message(r.key, params));
  return invalidField(r.field ?? 'file', message(r.key, params));
}

/** Besides `imports.run`, the kind's own permissions (creating customers, inviting users…). */
function kindRefusal(ctx: Ctx, kindName: string): Failure | null {
  const kind = kindOf(kindName);
  if (!kind) return null;
  return kind.permissions.every((p) => ctx.can(p)) ? null : forbidden();
}

async function answer(ctx: Ctx, id: number, status = 200): Promise<Reply<{ data: Schema<'Import'> }> | Failure> {
  const found = await findImport(ctx.db, ctx.tenant.id, id);
  if (!found) return notFound();
  const suggested = suggestMapping(found.row.headers, kindOf(found.row.kind)?.fields ?? [], await savedMapping(ctx.db, ctx.tenant.id, found.row.kind));
  // An all-or-nothing run writing in one transaction keeps its progress in memory until it commits.
  const live = liveProgress(id);
  const current = live === null || found.row.status !== 'importing' ? found : { ...found, row: { ...found.row, progressDone: live } };
  return json({ data: presentImport(current, ctx.language, suggested) }, status);
}

/** The import when the user may act on its kind; 404 / 403 otherwise. */
async function guarded(ctx: Ctx, id: number): Promise<Failure | null> {
  const found = await findImport(ctx.db, ctx.tenant.id, id);
  if (!found) return notFound();
  return kindRefusal(ctx, found.row.kind);
}

export const handlers = {
  getImportSteps: async (ctx) => {
    const refusal = await guarded(ctx, ctx.params.id);
    return refusal ?? ok(await stepsOf(ctx.db, importStep(ctx.tenant.id, ctx.params.id)));
  },

  listImports: async (ctx) => {
    // The history shows what each upload became: one left open for a day is discarded first (service.ts).
    if (await discardAbandoned(serviceContext(ctx))) ctx.wroteLater?.(['imports']);
    const page = ctx.page();
    const { rows, total } = await listImports(ctx.db, ctx.tenant.id, ctx.query.kind, page.limit, page.offset);
    return paged(rows.map(presentImportSummary), page.meta(total));
  },

  uploadImport: async (ctx) => {
    const kindName = ctx.body.kind;
    const denied = kindRefusal(ctx, kindName);
    if (denied) return denied;
    const file = ctx.files.find((f) => f.field === 'file');
    if (!file) return invalidField('file', message('validation.required', { field: { kind: 'field', name: 'file' } }));
    const out = await upload(serviceContext(ctx), kindName, file.name, file.bytes, ctx.language);
    if (isRefusal(out)) return refused(out);
    const found = await findImport(ctx.db, ctx.tenant.id, out.id);
    return found ? created(presentImport(found, ctx.language)) : notFound();
  },

  getImport: async (ctx) => answer(ctx, ctx.params.id),

  updateImportMapping: async (ctx) => {
    const denied = await guarded(ctx, ctx.params.id);
    if (denied) return denied;
    const out = await setMapping(serviceContext(ctx), ctx.params.id, ctx.body.mapping, ctx.body.create_missing);
    return isRefusal(out) ? refused(out) : answer(ctx, out.id);
  },

  checkImport: async (ctx) => {
    const denied = await guarded(ctx, ctx.params.id);
    if (denied) return denied;
    const out = await check(serviceContext(ctx), ctx.params.id);
    return isRefusal(out) ? refused(out) : answer(ctx, out.id);
  },

  downloadImportErrors: async (ctx) => {
    const found = await findImport(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!found) return notFound();
    const { row } = found;
    if (row.counts === null) return conflict(message('imports.reasons.notChecked'));
    const base = row.fileName.replace(/\.[^.]+$/, '');
    const name = `${base}-${ctx.language === 'en' ? 'errors' : 'errori'}`;
    if (ctx.query.format === 'csv') {
      const bytes = errorCsv(row.headers, row.rejected, ctx.language);
      return binary(
        new Response(bytes, {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-length': String(bytes.byteLength), 'content-disposition': contentDisposition(`${name}.csv`) },
        }),
      );
    }
    return binary(xlsxResponse(await errorWorkbook(row.headers, row.rejected, ctx.language), `${name}.xlsx`));
  },

  runImport: async (ctx) => {
    const denied = await guarded(ctx, ctx.params.id);
    if (denied) return denied;
    const out = await startRun(serviceContext(ctx), ctx.params.id, ctx.body.mode);
    return isRefusal(out) ? refused(out) : answer(ctx, out.id, 202);
  },

  cancelImport: async (ctx) => {
    const denied = await guarded(ctx, ctx.params.id);
    if (denied) return denied;
    const out = await cancel(serviceContext(ctx), ctx.params.id);
    return isRefusal(out) ? refused(out) : answer(ctx, out.id);
  },

  undoImport: async (ctx) => {
    const denied = await guarded(ctx, ctx.params.id);
    if (denied) return denied;
    const out = await undo(serviceContext(ctx), ctx.params.id);
    if (isRefusal(out)) return refused(out);
    const found = await findImport(ctx.db, ctx.tenant.id, out.row.id);
    if (!found) return notFound();
    return ok({ removed: out.outcome.removed, restored: out.outcome.restored, kept: presentKept(out.outcome.kept, ctx.language), import: presentImportSummary(found) });
  },
} satisfies HandlerMap;
