import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Config } from './config.ts';
import type { Contract } from './contract/contract.ts';
import type { Db } from './db/client.ts';
import type { ErasedHandler } from './http/dispatch.ts';
import { createSessionCache } from './auth/sessionCache.ts';
import { createWriteGeneration, type WriteGeneration } from './cache/writeGeneration.ts';
import { json } from './http/handler.ts';
import { handleApiRequest } from './http/pipeline.ts';
import { createResponseCache } from './http/responseCache.ts';
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
};

/** Sessions kept in memory at most; each is a small record. */
const SESSION_CACHE_ENTRIES = 10_000;

/** What @hono/node-server passes as `c.env`: the Node request, whose socket gives the client address. */
export type SocketEnv = { incoming?: { socket?: { remoteAddress?: string } } };

export type ApiApp = Hono<{ Bindings: SocketEnv }>;

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
    tenants: createTenantDirectory(deps.db, generation, cacheTtlMs),
    log,
    generation,
    authenticate: createSessionCache({ db: deps.db, generation, ttlMs: cacheTtlMs, maxEntries: SESSION_CACHE_ENTRIES }),
    responses: createResponseCache({ generation, maxBytes: deps.config.responseCacheBytes, ttlMs: cacheTtlMs }),
  };
  const app = new Hono<{ Bindings: SocketEnv }>();

  // JSON answers above 1 KiB travel compressed (a page of 50 tasks shrinks ~8×); the SPA's files are compressed at
  // build time instead (spa.ts), and downloads (PDF, xlsx, media) are compressed formats or not worth the CPU.
  app.use('/api/*', compress({ threshold: 1024, contentTypeFilter: /^application\/(json|problem\+json)/ }));

  app.all('/api', (c) => handleApiRequest(pipeline, { request: c.req.raw, socketIp: socketIp(c.env) }));
  app.all('/api/*', async (c) => {
    const res = await handleApiRequest(pipeline, { request: c.req.raw, socketIp: socketIp(c.env) });
    // API answers carry tokens and personal data: never let a shared cache keep them.
    if (res.headers.has('cache-control')) return res;
    try {
      res.headers.set('cache-control', 'no-store');
      return res;
    } catch {
      // Immutable headers (a Response passed through from fetch): copy it.
      const headers = new Headers(res.headers);
      headers.set('cache-control', 'no-store');
      return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    }
  });

  // Installing the app: the tenant's name and icon (issue 22), beside the SPA's files.
  app.get('/manifest.webmanifest', (c) => serveWebManifest(pipeline, c.req.raw));

  app.onError((err, c) => {
    log.error(`${c.req.method} ${c.req.path} failed`, err);
    return json({ message: 'Server Error.' }, 500);
  });
  return app;
}

function socketIp(env: SocketEnv | undefined): string {
  return env?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
}
