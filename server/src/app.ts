import type { ServerResponse } from 'node:http';
import { Hono } from 'hono';
import type { Config } from './config.ts';
import type { Contract } from './contract/contract.ts';
import type { Db } from './db/client.ts';
import type { ErasedHandler } from './http/dispatch.ts';
import { createSessionCache } from './auth/sessionCache.ts';
import { createWriteGeneration, type WriteGeneration } from './cache/writeGeneration.ts';
import { mountApiDocs } from './http/apiDocs.ts';
import { serverErrorResponse } from './http/failure.ts';
import { json } from './http/handler.ts';
import { readerLanguage } from './i18n/language.ts';
import { compressAnswer, preferredEncoding } from './http/compression.ts';
import { handleApiRequest } from './http/pipeline.ts';
import { countedRequest, countingStatements, STATEMENTS_HEADER } from './diag/statementCount.ts';
import { createResponseCache, isFinalAnswer } from './http/responseCache.ts';
import { readiness } from './http/health.ts';
import { requestIdFrom, requestLine, type RequestTrace } from './http/requestLog.ts';
import { securityHeaders, withHeaders } from './http/securityHeaders.ts';
import { serveWebManifest } from './http/webManifest.ts';
import { consoleLogger, type Logger } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createTenantDirectory } from './tenancy/tenants.ts';

export type AppDeps = {
  readonly config: Config;
  readonly db: Db;
  readonly contract: Contract;
  readonly handlers: ReadonlyMap<string, ErasedHandler>;
  readonly mailer?: Mailer;
  readonly log?: Logger;
  /**
   * Shared by apps on one database in one process (tests build a second app with other settings), so that a
   * write through either ends what both have cached.
   */
  readonly generation?: WriteGeneration;
  /** Set by a shutdown in progress: /readyz answers 503 so that a load balancer stops sending traffic. */
  readonly lifecycle?: Lifecycle;
};

export type Lifecycle = { draining: boolean };

/** Sessions kept in memory at most; each is a small record. */
const SESSION_CACHE_ENTRIES = 10_000;

/** What @hono/node-server passes as `c.env`: the Node request, whose socket gives the client address. */
export type SocketEnv = {
  incoming?: { socket?: { remoteAddress?: string } };
  outgoing?: Pick<ServerResponse, 'setHeader' | 'hasHeader' | 'headersSent'>;
};

type AppEnv = { Bindings: SocketEnv; Variables: { trace: RequestTrace } };

export type ApiApp = Hono<AppEnv>;

/**
 * The /api application. Tests call `app.request('http://acme.localhost/api/...')` (Hono takes the host from the
 * URL, so no network); main.ts mounts the SPA next to it.
 */
export function createApp(deps: AppDeps): ApiApp {
  const log = deps.log ?? consoleLogger;
  const generation = deps.generation ?? createWriteGeneration();
  const cacheTtlMs = deps.config.cacheTtlSeconds * 1000;
  const pipeline = {
    config: deps.config,
    db: deps.db,
    contract: deps.contract,
    handlers: deps.handlers,
    mailer: deps.mailer ?? createMailer(deps.config),
    tenants: createTenantDirectory(deps.db, generation, cacheTtlMs, log),
    log,
    generation,
    authenticate: createSessionCache({ db: deps.db, generation, ttlMs: cacheTtlMs, maxEntries: SESSION_CACHE_ENTRIES }),
    responses: createResponseCache({ generation, maxBytes: deps.config.responseCacheBytes, ttlMs: cacheTtlMs }),
  };
  const app = new Hono<AppEnv>();
  const lifecycle = deps.lifecycle ?? { draining: false };

  // Outermost: every answer (API, SPA, probes, errors) gets the security headers and the request id, and one log line.
  app.use('*', async (c, next) => {
    const started = performance.now();
    const id = requestIdFrom(c.req.header('x-request-id'));
    const trace: RequestTrace = { tenant: null, operation: null };
    c.set('trace', trace);
    await next();
    const res = withDefaultHeaders(c.env, c.res, { ...securityHeaders(deps.config, c.req.raw, c.req.path), 'x-request-id': id });
    if (res !== c.res) c.res = res;
    log.info(requestLine(id, c.req.method, trace, c.res.status, started, performance.now()));
  });

  // Probes (http/health.ts): outside /api, so no tenant Host, token or contract is involved.
  app.get('/healthz', (c) => {
    c.get('trace').operation = 'healthz';
    return json({ status: 'ok' }, 200, { 'cache-control': 'no-store' });
  });
  app.get('/readyz', async (c) => {
    c.get('trace').operation = 'readyz';
    const ready = lifecycle.draining ? ({ status: 'stopping' } as const) : await readiness(deps.db);
    return json(ready, ready.status === 'ready' ? 200 : 503, { 'cache-control': 'no-store' });
  });

  // The API reference (contract and Swagger UI): public, on any host, before the API's catch-all.
  mountApiDocs(app, deps.config.contractPath);

  app.all('/api', (c) => handleApiRequest(pipeline, { request: c.req.raw, socketIp: socketIp(c.env), trace: c.get('trace') }));
  // BOTTEGA_COUNT_STATEMENTS=1: each answer tells the statements it cost (diag/statementCount.ts, the benchmarks).
  const counting = countingStatements();
  app.all('/api/*', async (c) => {
    const apiRequest = { request: c.req.raw, socketIp: socketIp(c.env), trace: c.get('trace') };
    const counted = counting ? await countedRequest(() => handleApiRequest(pipeline, apiRequest)) : null;
    const res = counted ? counted.result : await handleApiRequest(pipeline, apiRequest);
    // JSON answers above 1 KiB travel compressed (http/compression.ts); the SPA's files are compressed at build
    // time instead (spa.ts), and downloads (PDF, xlsx, media) are compressed formats or not worth the CPU.
    // A cached answer (http/responseCache.ts) already is in the reader's encoding: sent as it is, headers untouched.
    const sent = isFinalAnswer(res) ? res : await compressAnswer(res, preferredEncoding(c.req.header('accept-encoding')), c.req.method);
    // API answers carry tokens and personal data: never let a shared cache keep them.
    return withDefaultHeaders(c.env, sent, { 'cache-control': 'no-store', vary: 'accept-encoding', ...(counted ? { [STATEMENTS_HEADER]: String(counted.statements) } : {}) });
  });

  // Installing the app: the tenant's name and icon (issue 22), beside the SPA's files.
  app.get('/manifest.webmanifest', (c) => serveWebManifest(pipeline, c.req.raw));

  app.onError((err, c) => {
    // Not the path: it may hold a token or an address; the request line names the operation.
    const trace = c.get('trace') as RequestTrace | undefined;
    log.error(`${c.req.method} ${trace?.operation ?? 'request'} failed`, err);
    // Before the pipeline knows the user (or outside it): the browser's language, else the default.
    return serverErrorResponse(readerLanguage({ acceptLanguage: c.req.header('accept-language') }));
  });
  return app;
}

/**
 * `res` with `headers` where it has none of its own. Served by Node, they go on the Node answer, which adds them to
 * the answer's own (those win): reading `res.headers` would build a Headers object for every answer, and copying
 * the answer (assigning `c.res` after the fact) send it through a stream, together a third of the cheapest route's
 * time. Otherwise (`app.request()` in tests) on the answer itself.
 */
function withDefaultHeaders(env: SocketEnv | undefined, res: Response, headers: Readonly<Record<string, string>>): Response {
  const outgoing = env?.outgoing;
  if (!outgoing || outgoing.headersSent) return withHeaders(res, headers);
  for (const [name, value] of Object.entries(headers)) if (!outgoing.hasHeader(name)) outgoing.setHeader(name, value);
  return res;
}

function socketIp(env: SocketEnv | undefined): string {
  return env?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
}
