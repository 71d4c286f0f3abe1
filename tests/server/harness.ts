import fs from 'node:fs';
import path from 'node:path';
import { createApp, type ApiApp } from '../../server/src/app.ts';
import { boot } from '../../server/src/boot.ts';
import { loadConfig, type Config } from '../../server/src/config.ts';
import type { WriteGeneration } from '../../server/src/cache/writeGeneration.ts';
import type { Contract } from '../../server/src/contract/contract.ts';
import type { Database } from '../../server/src/db/open.ts';
import { DEMO_PASSWORD } from '../../server/src/db/seed/demoTenants.ts';
import { buildHandlerTable } from '../../server/src/http/dispatch.ts';
import { silentLogger } from '../../server/src/log.ts';
import { moduleHandlers } from '../../server/src/modules/registry.ts';
import { scratchRoot } from '../support/scratchDir.ts';
import { copyTemplate, TEMPLATE_PREFIX, templateDir } from '../support/seededTemplate.ts';

// One server per test file: a fresh data folder (PGlite) or a fresh database (DATABASE_URL), migrated and seeded
// once, reached through `app.request` (no network). PGlite folders are copied from a migrated+seeded template
// built once per schema/seed/contract version, because creating a PGlite cluster costs seconds and copying costs
// milliseconds; both live in memory where there is room (scratchDir.ts).

export type Reply = {
  readonly status: number;
  readonly headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  readonly body: unknown;
  readonly text: string;
};

export type RequestOptions = {
  readonly token?: string;
  readonly body?: unknown;
  /** Sent as is (for malformed bodies); wins over `body`. */
  readonly rawBody?: NonNullable<RequestInit['body']>;
  readonly headers?: Record<string, string>;
};

export type TestServer = {
  readonly app: ApiApp;
  readonly config: Config;
  readonly database: Database;
  readonly contract: Contract;
  /** The write generation its caches read (for the operator's commands run beside it, cli/session.ts serverRunner). */
  readonly generation: WriteGeneration;
  /** A fresh sign-in's access token (cached per tenant and e-mail). */
  token(slug: string, email: string, password?: string): Promise<string>;
  /** Calls `/api{path}` on `{slug}.localhost` (slug '' = bare localhost). */
  request(slug: string, method: string, path: string, opts?: RequestOptions): Promise<Reply>;
  /** Another app on the same database with some configuration changed (e.g. a 1-second token lifetime). */
  withConfig(overrides: Partial<Config>): TestServer;
  close(): Promise<void>;
};

const ROOT = path.resolve(import.meta.dirname, '../..');
export const TEST_CLIENT = { client_id: 'bottega-web', client_secret: 'bottega-web-secret' } as const;

function baseConfig(dataDir: string, overrides: Partial<Config>): Config {
  const env: Record<string, string | undefined> = { DATA_DIR: dataDir, CONTRACT_PATH: path.join(ROOT, 'openapi/api.yaml') };
  // Tests play many clients through one process: they name their address in X-Forwarded-For.
  const loaded = loadConfig(env, { seedDemo: true, trustProxy: true, ...overrides });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value;
}

const STALE_MS = 60 * 60 * 1000;

/** Templates of older schema/contract versions pile up while the contract evolves: drop those unused for an hour. */
function pruneTemplates(keep: string): void {
  const root = path.dirname(keep);
  for (const name of fs.readdirSync(root)) {
    if (!name.startsWith(TEMPLATE_PREFIX) || path.join(root, name) === keep) continue;
    const p = path.join(root, name);
    const age = Date.now() - fs.statSync(p).mtimeMs;
    if (age > STALE_MS) fs.rmSync(p, { recursive: true, force: true });
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The builder's pid, 0 while it has not written it yet (or the lock is gone). */
const ownerOf = (lock: string): number => {
  try {
    return Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8')) || 0;
  } catch {
    return 0;
  }
};

/** A lock older than this is a builder's that never wrote its pid (killed at once): taken over. */
const LOCK_STALE_MS = 10 * 60 * 1000;
const LOCK_POLL_MS = 100;

/**
 * Whether this process may build the template: it holds `lock` (a folder, created atomically). Otherwise another
 * process builds it, and this one waits for its `ready` file instead of building a second copy at the same time (on a
 * fresh clone every test file that starts together would), taking the lock over if that builder has died.
 */
export async function mayBuildTemplate(lock: string, ready: string): Promise<boolean> {
  for (;;) {
    if (fs.existsSync(ready)) return false;
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const owner = ownerOf(lock);
    const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if ((owner > 0 && !isAlive(owner)) || (owner === 0 && age > LOCK_STALE_MS)) {
      fs.rmSync(lock, { recursive: true, force: true });
      continue;
    }
    // Waiting for another process's build (a condition, not a fixed delay): checked every LOCK_POLL_MS.
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

/** A migrated and seeded PGlite data folder for this schema/seed/contract version (copy it, never use it in place). */
export async function ensureTemplate(contractPath: string = path.join(ROOT, 'openapi/api.yaml')): Promise<string> {
  const dir = templateDir(contractPath);
  const ready = path.join(dir, 'ready');
  if (fs.existsSync(ready)) return dir;
  const lock = `${dir}.lock`;
  if (!(await mayBuildTemplate(lock, ready))) return dir;
  try {
    return await buildTemplate(dir);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

async function buildTemplate(dir: string): Promise<string> {
  if (fs.existsSync(path.join(dir, 'ready'))) return dir;
  pruneTemplates(dir);
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const booted = await boot(baseConfig(building, {}), silentLogger);
  if (!booted.ok) throw new Error(booted.error.message);
  await booted.value.database.close();
  fs.writeFileSync(path.join(building, 'ready'), '');
  try {
    // Atomic publish; if a parallel test file won the race, use theirs.
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** Starts a server for one test file. With `databaseUrl` it runs on PostgreSQL (the database must be empty). */
export async function startTestServer(opts: { databaseUrl?: string; overrides?: Partial<Config> } = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'bottega-test-'));
  const contractPath = path.join(ROOT, 'openapi/api.yaml');
  if (!opts.databaseUrl) {
    const template = await ensureTemplate(contractPath);
    // With the files the seed attached (documents...), which live beside the database.
    copyTemplate(template, dataDir);
  }
  const config = baseConfig(dataDir, { ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}), ...opts.overrides });
  const booted = await boot(config, silentLogger);
  if (!booted.ok) throw new Error(booted.error.message);
  const { database, contract } = booted.value;
  const handlers = buildHandlerTable(moduleHandlers);
  if (!handlers.ok) throw new Error(handlers.error.operationId);

  const make = (app: ApiApp, cfg: Config): TestServer => {
    const tokens = new Map<string, string>();
    const server: TestServer = {
      app,
      config: cfg,
      database,
      contract,
      generation: booted.value.generation,
      async request(slug, method, urlPath, o = {}) {
        const host = slug === '' ? 'localhost' : `${slug}.localhost`;
        // The suites were written against English answers: they ask for English unless a test names a language
        // (tests/server/i18n*.test.ts ask for Italian, and for none to see the tenant's default).
        const headers: Record<string, string> = { 'accept-language': 'en', ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) };
        let body: RequestInit['body'];
        if (o.rawBody !== undefined) body = o.rawBody;
        else if (o.body !== undefined) {
          body = JSON.stringify(o.body);
          headers['content-type'] = 'application/json';
        }
        const res = await app.request(`http://${host}/api${urlPath}`, { method, headers: { ...headers, ...o.headers }, body });
        const text = await res.text();
        let parsed: unknown = text;
        if ((res.headers.get('content-type') ?? '').includes('json') && text !== '') parsed = JSON.parse(text);
        return { status: res.status, headers: res.headers, body: parsed, text };
      },
      async token(slug, email, password = DEMO_PASSWORD) {
        const key = `${slug}/${email}/${password}`;
        const hit = tokens.get(key);
        if (hit) return hit;
        const r = await server.request(slug, 'POST', '/oauth/token', {
          body: { grant_type: 'password', ...TEST_CLIENT, username: email, password },
          headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
        });
        const access = (r.body as { access_token?: string }).access_token;
        if (r.status !== 200 || !access) throw new Error(`sign-in of ${email}@${slug} failed: ${r.status} ${r.text}`);
        tokens.set(key, access);
        return access;
      },
      withConfig(overrides) {
        const cfg2 = { ...cfg, ...overrides };
        return make(createApp({ config: cfg2, db: database.db, contract, handlers: handlers.value, log: silentLogger, generation: booted.value.generation }), cfg2);
      },
      async close() {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return server;
  };
  return make(booted.value.app, config);
}

/** Reads a JSON member path like data.items.0.id from a reply body, for terse assertions. */
export function at(body: unknown, dotted: string): unknown {
  let node: unknown = body;
  for (const key of dotted.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
