import { sectionWindowSeconds, type Config } from '../config.ts';
import type { Contract } from '../contract/contract.ts';
import type { FieldErrors } from '../contract/fieldErrors.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { TenantDirectory } from '../tenancy/tenants.ts';
import { bearerToken, GUEST } from '../auth/authenticate.ts';
import type { Authenticator } from '../auth/sessionCache.ts';
import type { WriteGeneration, WriteScope } from '../cache/writeGeneration.ts';
import { can, checkPermission } from '../permissions/check.ts';
import { checkRecordScope } from '../permissions/recordScope.ts';
import { tenantFromHost } from '../tenancy/host.ts';
import { wallClockAt } from '../time.ts';
import { readBody } from './body.ts';
import { hasNonCanonicalPathInteger, nonCanonicalQueryIntegers } from './canonicalIntegers.ts';
import type { AuthUser, RawContext } from './context.ts';
import type { ErasedHandler } from './dispatch.ts';
import { dbValueFailure } from './dbValueErrors.ts';
import { message } from '../i18n/message.ts';
import { readerLanguage, type LanguageSources } from '../i18n/language.ts';
import { renderMessage } from '../i18n/render.ts';
import { failureResponse, invalid, isFailure, notFound, serverErrorResponse, unauthenticated, type Failure } from './failure.ts';
import { json } from './handler.ts';
import { nulErrors } from './nul.ts';
import { withRecordNamed } from './recordNotFound.ts';
import { pagination } from './pagination.ts';
import { readQuery } from './query.ts';
import type { RequestTrace } from './requestLog.ts';
import { sectionLoginRefusal } from '../modules/sectionAccesses/guard.ts';
import { BODY_CHECKS } from '../modules/bodyChecks.ts';
import { ANY_TENANT, CROSS_TENANT_FAMILIES, familiesWritten, narrowedFamilies, withImpliedFamilies, writtenRecord } from '../cache/writeFamilies.ts';
import { CACHED_READS, PRIMING_WRITES, ROW_PAGE_READS, rowPagesOf, type PrimedRead, type ResponseCache, type StampedRead } from './responseCache.ts';
import type { RowChange } from './context.ts';

export type PipelineDeps = {
  readonly config: Config;
  readonly db: Db;
  readonly contract: Contract;
  readonly handlers: ReadonlyMap<string, ErasedHandler>;
  readonly mailer: Mailer;
  readonly tenants: TenantDirectory;
  readonly log: Logger;
  readonly authenticate: Authenticator;
  readonly responses: ResponseCache;
  /** Moved on, for the tenant and record family of the operation, after every request that may write. */
  readonly generation: WriteGeneration;
};

export type ApiRequest = {
  readonly request: Request;
  /** Client address as seen by the socket (X-Forwarded-For wins when the configuration trusts a proxy). */
  readonly socketIp: string;
  /** Filled in with the tenant and operation once known, for the request log line (http/requestLog.ts). */
  readonly trace?: RequestTrace;
};


function clientIp(request: Request, socketIp: string, trustProxy: boolean): string {
  if (!trustProxy) return socketIp;
  const forwarded = request.headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  return first || socketIp;
}

/** `extra`'s fields that `errors` does not already name, added to it (one message per problem). */
function withoutRepeats(errors: FieldErrors | null, extra: FieldErrors | null): FieldErrors | null {
  if (!extra) return errors;
  const fresh = Object.entries(extra).filter(([field]) => !errors || !Object.hasOwn(errors, field));
  return mergeErrors(errors, fresh.length === 0 ? null : Object.fromEntries(fresh));
}

function mergeErrors(a: FieldErrors | null, b: FieldErrors | null): FieldErrors | null {
  if (!a) return b;
  if (!b) return a;
  const out: FieldErrors = Object.assign(Object.create(null) as FieldErrors, a);
  for (const [k, v] of Object.entries(b)) out[k] = [...(Object.hasOwn(out, k) ? (out[k] ?? []) : []), ...v];
  return out;
}

/**
 * One /api request through the fixed order of DESIGN.md §7: tenant → body (413/415/400) → authentication →
 * x-permission (and tenant module switch) → x-section (423 without a recent section login) → 501 when no handler → validation against the contract (422) → handler.
 */
export async function handleApiRequest(deps: PipelineDeps, apiRequest: ApiRequest): Promise<Response> {
  const { method } = apiRequest.request;
  // Writes answered by other processes on the database before this request arrived end what they changed here first.
  await deps.generation.caughtUp();
  if (method === 'GET' || method === 'HEAD') return answerApiRequest(deps, apiRequest, null);
  const write: WriteTarget = { scopes: [], rows: [] };
  try {
    return await answerApiRequest(deps, apiRequest, write);
  } finally {
    // Whatever the outcome (a refused request may still have written, e.g. a throttling record or a revoked
    // refresh-token family), nothing of its scope read before it may be served after it. A request that never
    // reached an operation of a tenant wrote nothing.
    const primed = write.prime;
    // Stamped before our own moves: equal to the stamp before the handler ran when no other write moved the read on
    // meanwhile (one that did may be missing from, or be the reason of, our answer: then nothing is primed).
    const beforeOurs = primed ? deps.responses.stamp(primed.read) : 0;
    // The same rule for the pages a changed row is put back into: only when no other write moved them meanwhile.
    const rows = write.rows.map((row) => ({ row, beforeOurs: deps.responses.stamp(row.read) }));
    for (const scope of write.scopes) deps.generation.advance(scope);
    if (primed && beforeOurs === primed.before) deps.responses.prime(primed.read, primed.body, primed.contentType, deps.responses.stamp(primed.read));
    for (const { row, beforeOurs } of rows) if (beforeOurs === row.before) deps.responses.replaceRow(row.read, row.change, row.before);
    // Other processes on the database hear of it before the client does (a no-op on PGlite).
    if (write.scopes.length > 0) await deps.generation.announced();
  }
}

/** Filled in once the tenant and the operation of a writing request are known. */
type WriteTarget = {
  scopes: readonly WriteScope[];
  /** A read the write's answer also answers (PRIMING_WRITES), its stamp before the handler ran, and that answer. */
  prime?: { readonly read: PrimedRead; readonly before: number; readonly body: Uint8Array; readonly contentType: string };
  /** Records' new rows for the kept pages of their families (RawContext.rowChanged), and their stamps before the handler ran. */
  rows: readonly { readonly read: StampedRead; readonly before: number; readonly change: RowChange }[];
};

async function answerApiRequest(deps: PipelineDeps, { request, socketIp, trace }: ApiRequest, write: WriteTarget | null): Promise<Response> {
  const { config, contract } = deps;
  const url = new URL(request.url);
  // Words of every answer in the reader's language: their preference once they are known, else the browser's, else the tenant's.
  const reader: { -readonly [K in keyof LanguageSources]: LanguageSources[K] } = { acceptLanguage: request.headers.get('accept-language') };
  const fail = (f: Failure): Response => failureResponse(f, readerLanguage(reader));

  const host = tenantFromHost(url.hostname, config.baseDomain, config.defaultTenant);
  const tenant = host.kind === 'slug' ? await deps.tenants.bySlug(host.slug) : null;
  if (!tenant) return fail(notFound(message('failure.tenantNotFound')));
  if (trace) trace.tenant = tenant.slug;
  reader.tenantDefault = tenant.settings.get('language');

  const apiPath = url.pathname.replace(/^\/api/, '') || '/';
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const match = contract.routes.match(method, apiPath);
  if (match.kind === 'not-found') return fail(notFound());
  if (match.kind === 'method-not-allowed') {
    return json({ message: renderMessage(message('failure.methodNotAllowed'), readerLanguage(reader)) }, 405, { allow: match.allowed.join(', ') });
  }
  const op = match.operation;
  if (trace) trace.operation = op.operationId;
  // From here a bare 404 is about the operation's record, and says which (recordNotFound.ts).
  const failOf = (f: Failure): Response => fail(withRecordNamed(f, op));
  const scopesOf = (families: readonly string[]): WriteScope[] => {
    const [own] = families;
    const scopes: WriteScope[] = families.map((family) => {
      const record = family === own ? writtenRecord(family, match.pathParams) : undefined;
      return { tenantId: tenant.id, family, ...(record === undefined ? {} : { record }) };
    });
    // A user's accounts in other tenants (GET /users/me `websites`) change with these tenants' writes too.
    for (const family of families) if (CROSS_TENANT_FAMILIES.has(family)) scopes.push({ tenantId: ANY_TENANT, family });
    return scopes;
  };
  if (write) write.scopes = scopesOf(familiesWritten(op));

  const body = await readBody(request, op.body, config);
  if (!body.ok) return fail(body.error);

  let user: AuthUser = GUEST;
  if (op.permission.kind !== 'public') {
    const token = bearerToken(request.headers.get('authorization') ?? undefined);
    const found = token ? await deps.authenticate(tenant.id, token) : null;
    if (!found) return fail(unauthenticated());
    user = found;
    reader.preference = user.language;
  }

  const denied = checkPermission(op.permission, user, tenant);
  if (denied) return fail(denied);

  // A password-protected section's operation (x-section) needs the caller's own recent login to that section.
  if (op.section !== null) {
    const locked = await sectionLoginRefusal(deps.db, { tenantId: tenant.id, userId: user.id }, op.section, wallClockAt(tenant.timezone), sectionWindowSeconds(config, tenant.slug));
    if (locked) return fail(locked);
  }

  // An operation of the contract nobody implemented yet answers 501 whatever the request, so the conformance test
  // can tell "missing" from "refused".
  const handler = deps.handlers.get(op.operationId);
  if (!handler) return json({ message: renderMessage(message('failure.notImplemented'), readerLanguage(reader)), operation_id: op.operationId }, 501);

  // Path and query values are validated together (one 422 lists every problem) and coerced in place.
  const query = readQuery(url, op.params);
  if (hasNonCanonicalPathInteger(op.params, match.pathParams)) return failOf(notFound());
  const integerErrors = nonCanonicalQueryIntegers(op.params, query);
  const values: Record<string, unknown> = { ...query, ...match.pathParams };
  const paramErrors = withoutRepeats(contract.validator.params(op, values), integerErrors);
  const schemaRef = body.value.mediaType ? (op.body?.contentTypes.get(body.value.mediaType) ?? null) : null;
  const coerceBody = body.value.mediaType === 'multipart/form-data' || body.value.mediaType === 'application/x-www-form-urlencoded';
  const contractErrors = schemaRef ? contract.validator.body(schemaRef, body.value.value, coerceBody) : null;
  // The handler's own rules on the fields the contract did not already refuse, in the same answer (bodyChecks.ts).
  const check = contractErrors ? BODY_CHECKS[op.operationId] : undefined;
  const recordId = Number(match.pathParams['id']);
  const checked = check ? await check(body.value.value, { db: deps.db, tenantId: tenant.id, id: Number.isSafeInteger(recordId) && recordId > 0 ? recordId : null }) : null;
  const bodyErrors = contractErrors ? withoutRepeats(contractErrors, checked) : null;
  const errors = mergeErrors(mergeErrors(paramErrors, bodyErrors), nulErrors(values) ?? nulErrors(body.value.value));
  if (errors) return fail(invalid(errors));
  // Valid, the request says more precisely what it may write (e.g. which preference): fewer cached reads end.
  if (write) write.scopes = scopesOf(narrowedFamilies(op, { body: body.value.value, pathParams: match.pathParams }));

  const params: Record<string, unknown> = {};
  const pathNames = new Set(Object.keys(match.pathParams));
  for (const name of pathNames) params[name] = values[name];
  const validatedQuery: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (!pathNames.has(k)) validatedQuery[k] = v;

  // The record scope (`x-scope`, permissions/recordScope.ts): whose record this is, once the key is held.
  if (op.scope) {
    const outside = await checkRecordScope(op.scope, { db: deps.db, tenant, user, params, body: body.value.value });
    if (outside) return failOf(outside);
  }

  // The stamps of the pages of rows (ROW_PAGE_READS: the task and the works pages) before a write's handler runs: a
  // row it reports changed is put back into the pages that were current then (handleApiRequest). A task's status
  // change reports its own row and its work's.
  const rowPagesBefore = new Map<string, { readonly read: StampedRead; readonly before: number }>();
  if (write) {
    for (const pageRead of ROW_PAGE_READS.values()) {
      const read = { tenantId: tenant.id, families: pageRead.families, rows: pageRead.rows };
      rowPagesBefore.set(pageRead.rows.family, { read, before: deps.responses.stamp(read) });
    }
  }
  const ctx: RawContext = {
    operation: op,
    operations: contract.routes.operations,
    tenant,
    user,
    params,
    query: validatedQuery,
    body: body.value.value,
    files: body.value.files,
    db: deps.db,
    config,
    mailer: deps.mailer,
    request,
    language: readerLanguage(reader),
    ip: clientIp(request, socketIp, config.trustProxy),
    now: () => wallClockAt(tenant.timezone),
    page: (defaultSize) => pagination(validatedQuery, defaultSize),
    can: (permission) => can(user, tenant, permission),
    wroteLater: (families) => {
      for (const family of withImpliedFamilies(families)) deps.generation.advance({ tenantId: tenant.id, family });
    },
    leftAlone: (families) => {
      if (write) write.scopes = write.scopes.filter((scope) => !families.includes(scope.family));
    },
    rowChanged: (change) => {
      const pages = write ? rowPagesBefore.get(change.family) : undefined;
      if (write && pages) write.rows = [...write.rows, { ...pages, change }];
    },
  };
  const run = async (): Promise<Response> => {
    let outcome: Awaited<ReturnType<ErasedHandler>>;
    try {
      outcome = await handler(ctx);
    } catch (e) {
      // A value the database cannot store is the client's input: 422, not 500 (the statement that raised it
      // stored nothing); anything else stays a 500.
      const refused = dbValueFailure(e);
      // A defect: logged here, where the reader is known, so the 500 is worded in their language (app.onError
      // only knows the browser's).
      if (!refused) {
        deps.log.error(`${request.method} ${op.operationId} failed`, e);
        return serverErrorResponse(ctx.language);
      }
      deps.log.warn(`${op.operationId}: the database refused a value the contract accepted (${refused.message})`);
      outcome = refused;
    }
    return isFailure(outcome) ? failOf(outcome) : outcome;
  };
  const cached = method === 'GET' ? CACHED_READS.get(op.operationId) : undefined;
  if (!cached) return write ? runPriming(deps, write, op.operationId, { tenantId: tenant.id, userId: user.id, language: ctx.language, url, params }, run) : run();
  const id = Number(params.id);
  const record = cached.record !== undefined && Number.isSafeInteger(id) ? { family: cached.record, id } : undefined;
  const rows = rowPagesOf(cached, url);
  return deps.responses.serve(
    { tenantId: tenant.id, families: cached.families, ...(record ? { record } : {}), ...(cached.anyTenant ? { anyTenant: cached.anyTenant } : {}), ...(rows ? { rows } : {}), userId: user.id, language: ctx.language, url, request },
    run,
  );
}

/**
 * Runs a write whose answer also answers a cached read (PRIMING_WRITES): the read's stamp is taken before the handler
 * runs, and a 200 answer kept for handleApiRequest to store once the write's own moves are made.
 */
async function runPriming(
  deps: PipelineDeps,
  write: WriteTarget,
  operationId: string,
  who: { readonly tenantId: number; readonly userId: number; readonly language: PrimedRead['language']; readonly url: URL; readonly params: Readonly<Record<string, unknown>> },
  run: () => Promise<Response>,
): Promise<Response> {
  const priming = PRIMING_WRITES.get(operationId);
  const cached = priming ? CACHED_READS.get(priming.operationId) : undefined;
  if (!priming || !cached) return run();
  const id = Number(who.params.id);
  const record = cached.record !== undefined && Number.isSafeInteger(id) ? { family: cached.record, id } : undefined;
  const read: PrimedRead = {
    tenantId: who.tenantId,
    families: cached.families,
    ...(record ? { record } : {}),
    ...(cached.anyTenant ? { anyTenant: cached.anyTenant } : {}),
    userId: who.userId,
    language: who.language,
    url: new URL(priming.path(who.params), who.url),
  };
  const before = deps.responses.stamp(read);
  const response = await run();
  if (response.status !== 200) return response;
  const body = new Uint8Array(await response.clone().arrayBuffer());
  write.prime = { read, before, body, contentType: response.headers.get('content-type') ?? 'application/json' };
  return response;
}
