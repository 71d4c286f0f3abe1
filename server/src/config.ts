import os from 'node:os';
import path from 'node:path';
import { errResult, okResult, type Result } from './result.ts';

export type Config = {
  readonly port: number;
  readonly host: string;
  /** Folder holding the embedded database, the lockfile and media files. */
  readonly dataDir: string;
  /** PostgreSQL connection string; null means embedded PGlite under dataDir. */
  readonly databaseUrl: string | null;
  /**
   * Where uploaded files' bytes live (MEDIA_STORAGE): `db` (table media_blobs, so every server process on one
   * PostgreSQL serves every file; the default with DATABASE_URL) or `disk` (DATA_DIR/media; the default on PGlite).
   */
  readonly mediaStorage: MediaStorage;
  readonly baseDomain: string;
  readonly defaultTenant: string;
  readonly oauthClientId: string;
  readonly oauthClientSecret: string;
  /** Seconds. */
  readonly accessTokenTtl: number;
  /** Seconds. */
  readonly refreshTokenTtl: number;
  readonly uploadMaxBytes: number;
  readonly bodyMaxBytes: number;
  /**
   * Seconds the tenant directory, resolved access tokens and cacheable reads are served from memory at most
   * (writes end them at once; this bounds changes made behind the server's back); 0 = always ask the database.
   */
  readonly cacheTtlSeconds: number;
  /** Bytes of answers to cacheable reads kept in memory (http/responseCache.ts); 0 = off. */
  readonly responseCacheBytes: number;
  readonly smtpUrl: string | null;
  /**
   * Development and tests: a folder where every captured message is also written as `<outboxId>.json` (to, subject,
   * text), so a browser test run against a separate server process can follow an invitation link. Off by default.
   */
  readonly mailDropDir: string | null;
  /**
   * The public address of the app as people open it (PUBLIC_APP_URL), `{tenant}` standing for the tenant's slug,
   * e.g. `https://{tenant}.bottega.example`. Links in mails and PDF links use it; unset, the request's own origin
   * (or `http://{slug}.{baseDomain}:{port}` where there is no request).
   */
  readonly publicAppUrl: string | null;
  /**
   * Take the client address from X-Forwarded-For (set TRUST_PROXY=1 behind a reverse proxy that sets it). Off by
   * default: a client could otherwise pick any address and escape the per-address sign-in throttle.
   */
  readonly trustProxy: boolean;
  /**
   * Strict-Transport-Security max-age in seconds (HSTS_MAX_AGE), sent only on answers to HTTPS requests (directly,
   * or X-Forwarded-Proto: https from a trusted proxy); 0 = never sent. Default 180 days.
   */
  readonly hstsMaxAgeSeconds: number;
  /** Least important log line written (LOG_LEVEL: debug, info, warn, error, silent); request lines are `info`. */
  readonly logLevel: LogLevel;
  /** Milliseconds a shutdown (SIGTERM/SIGINT) waits for requests in flight before closing the database anyway. */
  readonly shutdownGraceMs: number;
  /**
   * Connections to PostgreSQL per server process (DATABASE_POOL_SIZE). Default 2 × CPUs + 2: more connections than
   * the database machine can run at once only queue inside it (measured on 2 cores: the mixed workload ran ~10 %
   * faster with 6 than with node-postgres's usual 10).
   */
  readonly databasePoolSize: number;
  readonly production: boolean;
  /** Seed the demo tenants when the database has none. */
  readonly seedDemo: boolean;
  /**
   * Seconds a login to a protected section stays valid after it (spec §4, §9: 10 minutes). Browser tests shorten it
   * (SECTION_ACCESS_WINDOW_SECONDS) to see a section ask for the password again without waiting 10 minutes.
   */
  readonly sectionAccessWindowSeconds: number;
  /**
   * The window for some tenants only (SECTION_ACCESS_WINDOW_SECONDS_BY_TENANT=`slug=seconds,…`): browser tests give
   * one tenant a short window to watch it end, while the others keep a long one and are never interrupted.
   */
  readonly sectionAccessWindowByTenant: ReadonlyMap<string, number>;
  /** The OpenAPI document the server enforces. */
  readonly contractPath: string;
  /** The built single-page app. */
  readonly clientDir: string;
};

export type MediaStorage = 'db' | 'disk';
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const isLogLevel = (s: string): s is LogLevel => (LOG_LEVELS as readonly string[]).includes(s);

export type ConfigError = { readonly _tag: 'ConfigError'; readonly message: string };

type Env = Readonly<Record<string, string | undefined>>;

const DEV_CLIENT_ID = 'bottega-web';
const DEV_CLIENT_SECRET = 'bottega-web-secret';

const MIB = 1024 * 1024;

function integerSetting(env: Env, name: string, fallback: number, min: 0 | 1): Result<number, ConfigError> {
  const raw = env[name];
  if (raw === undefined || raw === '') return okResult(fallback);
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    const what = min === 1 ? 'a positive integer' : 'an integer of 0 or more';
    return errResult({ _tag: 'ConfigError', message: `${name} must be ${what}, got "${raw}".` });
  }
  return okResult(n);
}

const positiveInt = (env: Env, name: string, fallback: number) => integerSetting(env, name, fallback, 1);
const nonNegativeInt = (env: Env, name: string, fallback: number) => integerSetting(env, name, fallback, 0);

/**
 * Builds the configuration from an environment (process.env by default) plus overrides.
 * Pure: tests build as many configs as they like without touching process state.
 */
/** `slug=seconds,slug=seconds` → a map; empty or unset → none. */
function windowsByTenant(raw: string | undefined): Result<ReadonlyMap<string, number>, ConfigError> {
  const windows = new Map<string, number>();
  for (const part of (raw ?? '').split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const match = /^([a-z0-9-]+)=([1-9][0-9]*)$/.exec(part.toLowerCase());
    if (!match?.[1] || !match[2]) return { ok: false, error: { _tag: 'ConfigError', message: `SECTION_ACCESS_WINDOW_SECONDS_BY_TENANT: "${part}" is not slug=seconds` } };
    windows.set(match[1], Number(match[2]));
  }
  return { ok: true, value: windows };
}

/** The section login window of a tenant: its own when configured, the server's otherwise. */
export const sectionWindowSeconds = (config: Config, tenantSlug: string): number =>
  config.sectionAccessWindowByTenant.get(tenantSlug) ?? config.sectionAccessWindowSeconds;

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Result<Config, ConfigError> {
  const production = env.NODE_ENV === 'production';
  const root = process.cwd();
  const ints = {
    port: positiveInt(env, 'PORT', 3000),
    accessTokenTtl: positiveInt(env, 'ACCESS_TOKEN_TTL', 3600),
    refreshTokenTtl: positiveInt(env, 'REFRESH_TOKEN_TTL', 12 * 3600),
    uploadMaxBytes: positiveInt(env, 'UPLOAD_MAX_BYTES', 25 * MIB),
    bodyMaxBytes: positiveInt(env, 'BODY_MAX_BYTES', MIB),
    cacheTtlSeconds: nonNegativeInt(env, 'CACHE_TTL_SECONDS', 10),
    responseCacheMib: nonNegativeInt(env, 'RESPONSE_CACHE_MB', 32),
    sectionAccessWindowSeconds: positiveInt(env, 'SECTION_ACCESS_WINDOW_SECONDS', 600),
    hstsMaxAgeSeconds: nonNegativeInt(env, 'HSTS_MAX_AGE', 180 * 24 * 3600),
    shutdownGraceSeconds: positiveInt(env, 'SHUTDOWN_GRACE_SECONDS', 20),
    databasePoolSize: positiveInt(env, 'DATABASE_POOL_SIZE', 2 * os.availableParallelism() + 2),
  };
  for (const r of Object.values(ints)) if (!r.ok) return r;
  const byTenant = windowsByTenant(env.SECTION_ACCESS_WINDOW_SECONDS_BY_TENANT);
  if (!byTenant.ok) return byTenant;
  const num = (r: Result<number, ConfigError>): number => (r.ok ? r.value : 0);

  // The default follows the engine actually used, also when a test names its database by override.
  const onPostgres = 'databaseUrl' in overrides ? Boolean(overrides.databaseUrl) : Boolean(env.DATABASE_URL);
  const storageRaw = env.MEDIA_STORAGE || (onPostgres ? 'db' : 'disk');
  if (storageRaw !== 'db' && storageRaw !== 'disk') {
    return errResult({ _tag: 'ConfigError', message: `MEDIA_STORAGE must be "db" or "disk", got "${storageRaw}".` });
  }
  const logLevel = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!isLogLevel(logLevel)) return errResult({ _tag: 'ConfigError', message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}".` });

  const seedRaw = env.SEED_DEMO;
  const config: Config = {
    port: num(ints.port),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(root, env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    mediaStorage: storageRaw,
    baseDomain: (env.BASE_DOMAIN || 'localhost').toLowerCase(),
    defaultTenant: (env.DEFAULT_TENANT || 'acme').toLowerCase(),
    oauthClientId: env.OAUTH_CLIENT_ID || DEV_CLIENT_ID,
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || DEV_CLIENT_SECRET,
    accessTokenTtl: num(ints.accessTokenTtl),
    refreshTokenTtl: num(ints.refreshTokenTtl),
    uploadMaxBytes: num(ints.uploadMaxBytes),
    bodyMaxBytes: num(ints.bodyMaxBytes),
    cacheTtlSeconds: num(ints.cacheTtlSeconds),
    responseCacheBytes: num(ints.responseCacheMib) * MIB,
    sectionAccessWindowSeconds: num(ints.sectionAccessWindowSeconds),
    sectionAccessWindowByTenant: byTenant.value,
    smtpUrl: env.SMTP_URL || null,
    mailDropDir: env.MAIL_DROP_DIR ? path.resolve(root, env.MAIL_DROP_DIR) : null,
    publicAppUrl: env.PUBLIC_APP_URL ? env.PUBLIC_APP_URL.replace(/\/+$/, '') : null,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    hstsMaxAgeSeconds: num(ints.hstsMaxAgeSeconds),
    logLevel,
    shutdownGraceMs: num(ints.shutdownGraceSeconds) * 1000,
    databasePoolSize: num(ints.databasePoolSize),
    production,
    // Demo data is on by default in development and must be asked for explicitly (and is refused) in production.
    seedDemo: seedRaw === undefined || seedRaw === '' ? !production : seedRaw === 'true' || seedRaw === '1',
    contractPath: path.resolve(root, env.CONTRACT_PATH || 'openapi/api.yaml'),
    clientDir: path.resolve(root, env.CLIENT_DIR || 'dist/client'),
    ...overrides,
  };

  if (config.production) {
    // Shipping the well-known development secrets or demo accounts would open every tenant to anyone.
    if (config.oauthClientId === DEV_CLIENT_ID || config.oauthClientSecret === DEV_CLIENT_SECRET) {
      return errResult({
        _tag: 'ConfigError',
        message: 'NODE_ENV=production: set OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET; the development defaults are refused.',
      });
    }
    if (config.seedDemo) {
      return errResult({
        _tag: 'ConfigError',
        message: 'NODE_ENV=production: demo seeding (SEED_DEMO) is refused; it creates accounts with a published password.',
      });
    }
  }
  return okResult(config);
}
