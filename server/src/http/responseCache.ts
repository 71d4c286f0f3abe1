import type { Language } from '../../../src/domain/constants/languages.ts';
import { createGenerationCache } from '../cache/generationCache.ts';
import { ANY_TENANT, TRACKED_TIME_FAMILY } from '../cache/writeFamilies.ts';
import type { RecordRead, WriteGeneration } from '../cache/writeGeneration.ts';
import type { RowChange } from './context.ts';
import { compressBytes, COMPRESS_THRESHOLD, preferredEncoding, type Encoding } from './compression.ts';

/** What a task or a work answer is made of: its work and phase, type, profile and company, people, 'Costo ' event. */
const TASK_AND_WORK: readonly string[] = ['tasks', 'works', 'phases', 'task_types', 'work_types', 'profiles', 'companies', 'users', 'roles', 'events', 'calendars'];

/**
 * What a work answer is made of: TASK_AND_WORK but of its tasks only what TRACKED_TIME_FAMILY covers (their count,
 * assignees and tracked seconds, works/page.ts), so a task started leaves the works in place.
 */
const WORK: readonly string[] = TASK_AND_WORK.map((family) => (family === 'tasks' ? TRACKED_TIME_FAMILY : family));

/**
 * Reads whose answer is a function of the stored rows alone (no clock, no other request state), so a stored
 * answer stays right until the next write of a record family (contract tag, see cache/writeFamilies.ts) it is
 * made of; keyed per user, so what one user may see never reaches another. These are the reads people repeat on
 * every visit, refresh and filter change (the task and work screens, the directory, the calendar month).
 * Adding one means listing every family its answer reads (a family too many costs hits, one too few serves
 * stale answers; tests/server/suites/caching.ts checks the ones it crosses).
 */
export type CachedRead = {
  readonly families: readonly string[];
  /** The read is of the one record `{id}` of this family (see RECORD_FAMILIES in cache/writeFamilies.ts). */
  readonly record?: string;
  /** Families of other tenants the answer also shows (CROSS_TENANT_FAMILIES: a user's accounts elsewhere). */
  readonly anyTenant?: readonly string[];
  /** The answer is a page of this family's rows that a record's new row may replace in place (RowPages). */
  readonly rows?: RowPages;
};

/**
 * A list whose answer, asked with no other query parameters than `plain`, is `{"data":[…rows…],"meta":…}`: one row
 * per record of `family`, each starting `{"id" : <id>, "<marker>" : ` (PostgreSQL's json_build_object text), in an
 * order and a membership that a write reporting RawContext.rowChanged leaves as they were.
 */
export type RowPages = { readonly family: string; readonly plain: readonly string[]; readonly marker: string };

/**
 * The start-up calls of every page load (issue 36.2): the signed-in user, their preferences and the tenant's
 * settings. The user's own record also shows their role, companies, leaders' team and their accounts in other
 * tenants (any tenant's `users` and `auth` writes: an account created or an invitation accepted elsewhere); a
 * password reset (`auth`) moves `updated_at`. Their permissions need no entry: they come from the session itself.
 */
const STARTUP_READS: readonly (readonly [string, CachedRead])[] = [
  ['getMe', { families: ['users', 'roles', 'companies', 'auth'], anyTenant: ['users', 'auth'] }],
  ['listMyPreferences', { families: ['preferences'] }],
  ['listSettings', { families: ['settings'] }],
];

/**
 * The dashboard panels' reads of every signed-in page load (issue 36 point 4; the tasks panel's is listTasks above):
 * uncached they were 5–8 statements each, queued one behind the other on PGlite with the page's other reads
 * (270–310 ms before the panels could show). The week's events of the selected calendars also carry whether the
 * user may change each one (their role and its permissions, their team, their companies, the tenant's switched-off
 * modules); the requests list shows requester and approver, the hours and the request's event, to those the role or
 * the team lets see them; the samples list its customer, test results (written with the sample) and people.
 */
const DASHBOARD_READS: readonly (readonly [string, CachedRead])[] = [
  ['listFullcalendarEvents', { families: ['events', 'calendars', 'calendar_subscriptions', 'vacations', 'profiles', 'users', 'roles', 'works', 'companies', 'settings', 'tenants'] }],
  // A leave allowance's write (user_vacation_hours) and the patron saint's setting recompute pending requests' hours.
  ['listVacations', { families: ['vacations', 'events', 'calendars', 'users', 'roles', 'settings', 'tenants', 'user_vacation_hours'] }],
  ['listSamples', { families: ['samples', 'profiles', 'users', 'settings', 'tenants'] }],
];

/**
 * The task pages in the default order (open first, then by start: tasks/handlers.ts OPEN_FIRST), unfiltered and
 * without details: a task started or paused keeps its place and its page (issue 36.3: every toggle of the mix used to
 * end them, and the next read of each cost the heaviest statement of the mix). Their rows are wireSql.ts's list rows.
 */
const TASK_ROWS: RowPages = { family: 'tasks', plain: ['page', 'page_size'], marker: 'status' };

/**
 * The works pages in the default order, unfiltered: a task's status change moves no work in them, and of a work's row
 * changes only its tracked seconds (a pause or a completion of a run), which the status call builds (works/page.ts
 * changedTaskWorkRow). Issue 36.3: the works' read after each pause was a sixth of the mix's statements.
 */
const WORK_ROWS: RowPages = { family: 'works', plain: ['page', 'page_size'], marker: 'code' };

export const CACHED_READS: ReadonlyMap<string, CachedRead> = new Map<string, CachedRead>([
  ['listTasks', { families: TASK_AND_WORK, rows: TASK_ROWS }],
  // A status change of one task leaves the other tasks' answers in place.
  ['getTask', { families: TASK_AND_WORK, record: 'tasks' }],
  ['listRunningTasks', { families: TASK_AND_WORK }],
  ['listWorks', { families: WORK, rows: WORK_ROWS }],
  ['getWork', { families: WORK }],
  // A profile carries its category, brand, company, agent, contacts, associated profiles and media.
  ['listProfiles', { families: ['profiles', 'companies', 'profile_categories', 'brands', 'users'] }],
  // An event carries its calendar (privacy follows the owner), attendees (profiles, users), vacation, work and
  // task ids; the task and vacation writes that change events say so (writeFamilies.ts), so a task status change
  // leaves the month in place.
  ['listCalendarEvents', { families: ['events', 'calendars', 'calendar_subscriptions', 'vacations', 'profiles', 'users', 'roles', 'works'] }],
  ...STARTUP_READS,
  ...DASHBOARD_READS,
]);

/** The cached read whose answers are pages of each family's rows (CachedRead.rows), by family. */
export const ROW_PAGE_READS: ReadonlyMap<string, CachedRead & { readonly rows: RowPages }> = new Map(
  [...CACHED_READS.values()].flatMap((read) => (read.rows ? [[read.rows.family, { ...read, rows: read.rows }] as const] : [])),
);

type StoredAnswer = {
  readonly body: Uint8Array;
  readonly contentType: string;
  /** The body compressed, per encoding, made on the first read that accepts it (http/compression.ts). */
  readonly encoded: Map<Encoding, Promise<Uint8Array>>;
  /** When it was kept: a row replaced in it later keeps this deadline (the TTL bounds changes made behind our back). */
  readonly expiresAt: number;
};

export type ResponseCacheOptions = {
  readonly generation: WriteGeneration;
  /** Budget in bytes of stored bodies; 0 turns the cache off. */
  readonly maxBytes: number;
  /** Bounds what changes made behind the servers' backs (direct SQL) may leave unseen. */
  readonly ttlMs: number;
  readonly clock?: () => number;
};

export type CacheableRead = {
  readonly tenantId: number;
  /** The record families the answer is made of (CACHED_READS). */
  readonly families: readonly string[];
  /** Set for a read of one record (CachedRead.record). */
  readonly record?: RecordRead;
  /** CachedRead.anyTenant. */
  readonly anyTenant?: readonly string[];
  /** CachedRead.rows, when the read's query lets a row be replaced in its answer (rowPagesOf). */
  readonly rows?: RowPages;
  readonly userId: number;
  /** The reader's language: answers carry words (type labels, titles), so an Italian answer never serves an English read. */
  readonly language: Language;
  readonly url: URL;
  readonly request: Request;
};

export type ResponseCache = {
  /** The answer to this read, from the cache when it holds a current one, else from `produce` (and kept). */
  serve(read: CacheableRead, produce: () => Promise<Response>): Promise<Response>;
  /** The write stamp this read is at now (moves whenever a write of what it is made of moves on). */
  stamp(read: StampedRead): number;
  /**
   * Keeps `body` as the answer to `read` at stamp `at`, when that is still the read's stamp: a write that answered
   * with exactly what the read would answer (PRIMING_WRITES) saves the read that would follow it a statement.
   */
  prime(read: PrimedRead, body: Uint8Array, contentType: string, at: number): void;
  /**
   * After a write's own moves: the kept pages of `read.rows`'s family (any user, language, page) that were current
   * at stamp `before` take `change.row` in place of the record's old row (left as they are when the record is not on
   * them), and are current again. The caller makes sure no other write moved them since `before`.
   */
  replaceRow(read: StampedRead, change: RowChange, before: number): void;
};

/** What keys and stamps a read (a CacheableRead without the request it came in). */
export type PrimedRead = Omit<CacheableRead, 'request'>;

/** What stamps a read: the same for every user, language and query of it. */
export type StampedRead = Pick<CacheableRead, 'tenantId' | 'families' | 'record' | 'anyTenant' | 'rows'>;

/**
 * Writes whose 200 answer is, byte for byte, the answer of a cached read of the same user: the read's path from the
 * write's path parameters. The status call answers the task through the same wire statement as getTask
 * (tasks/wireSql.ts taskWireQuery, `{"data": …}`, no words in the reader's language), and the person who pressed
 * the button is the one who reads the task next (issue 36.3: after each toggle the task's read went to the database).
 */
export const PRIMING_WRITES: ReadonlyMap<string, { readonly operationId: string; readonly path: (params: Readonly<Record<string, unknown>>) => string }> = new Map([
  ['changeTaskStatus', { operationId: 'getTask', path: (params: Readonly<Record<string, unknown>>) => `/api/tasks/${String(params.id)}` }],
]);

/** `cached.rows` when the query asks for nothing but those plain parameters (a filter, a sort, details: no). */
export function rowPagesOf(cached: CachedRead, url: URL): RowPages | undefined {
  const rows = cached.rows;
  if (!rows) return undefined;
  for (const name of url.searchParams.keys()) if (!rows.plain.includes(name)) return undefined;
  return rows;
}

/**
 * `body` with the row of record `id` replaced by `row`; `body` itself when no row of that record is in it; null when
 * the row's end cannot be found (then the page is not kept). A row is the JSON object that opens with
 * `{"id" : <id>, "<marker>" : ` right after the array's `[` or a `, ` (a nested object follows a `" : `), and ends at
 * its matching brace outside strings.
 */
export function withRow(body: string, id: number, marker: string, row: string): string | null {
  const head = `{"id" : ${id}, "${marker}" : `;
  let start = body.indexOf(head);
  while (start !== -1 && !(body[start - 1] === '[' || body.startsWith(', ', start - 2))) start = body.indexOf(head, start + 1);
  if (start === -1) return body;
  let depth = 0;
  let inString = false;
  for (let i = start; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') {
      depth -= 1;
      if (depth === 0) return body.slice(0, start) + row + body.slice(i + 1);
    }
  }
  return null;
}

/** Language, path and the query with its parameters sorted, so `?a=1&b=2` and `?b=2&a=1` share an entry. */
function requestKey({ tenantId, userId, language, url }: PrimedRead): string {
  const params = [...url.searchParams].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return `${tenantId}|${userId}|${language}|${url.pathname}?${new URLSearchParams(params).toString()}`;
}

/** `Cache-Control: no-cache` from the client asks for a fresh answer (it is still kept for the next read). */
const wantsFresh = (request: Request): boolean => /\bno-cache\b/i.test(request.headers.get('cache-control') ?? '');

/**
 * The answers made by `answer` below: already in the encoding the client asked for (or too small for one), so the
 * app sends them as they are (isFinalAnswer). Asking a Response made with plain headers whether it is compressible
 * builds a Headers object from them, and the Node adapter then copies those back into a header record: on a cached
 * read, the answer the mix is mostly made of, that was the costliest part of the pipeline after the socket write.
 */
const finalAnswers = new WeakSet<Response>();

/** Whether `res` is a cached answer already encoded for its reader (app.ts skips compressAnswer for it). */
export const isFinalAnswer = (res: Response): boolean => finalAnswers.has(res);

const finalAnswer = (body: Uint8Array, headers: Record<string, string>): Response => {
  const res = new Response(body, { status: 200, headers });
  finalAnswers.add(res);
  return res;
};

/** The stored answer, compressed once per encoding for clients that accept it (then kept beside the plain bytes). */
async function answer(stored: StoredAnswer, request: Request): Promise<Response> {
  const encoding = stored.body.byteLength >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers.get('accept-encoding')) : null;
  if (!encoding) return finalAnswer(stored.body, { 'content-type': stored.contentType, 'content-length': String(stored.body.byteLength) });
  let encoded = stored.encoded.get(encoding);
  if (!encoded) {
    encoded = compressBytes(stored.body, encoding);
    stored.encoded.set(encoding, encoded);
  }
  const body = await encoded;
  return finalAnswer(body, { 'content-type': stored.contentType, 'content-length': String(body.byteLength), 'content-encoding': encoding });
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const { generation, maxBytes, ttlMs } = options;
  const clock = options.clock ?? Date.now;
  if (maxBytes <= 0 || ttlMs <= 0) return { serve: (_read, produce) => produce(), stamp: () => 0, prime: () => undefined, replaceRow: () => undefined };
  const cache = createGenerationCache<StoredAnswer>(maxBytes);
  // Sums of counters that only grow (cache/writeGeneration.ts): adding the any-tenant ones keeps that property.
  const stampOf = (read: StampedRead): number =>
    generation.stamp(read.tenantId, read.families, read.record) + (read.anyTenant ? generation.stamp(ANY_TENANT, read.anyTenant) : 0);
  // Reads of one key at one generation that arrive while the first is still at the database wait for it instead
  // of repeating it: after a write, a screen's worth of users asking for the same list costs one query.
  const inFlight = new Map<string, Promise<StoredAnswer | null>>();
  // The keys of the kept pages whose rows a write may replace (RowPages), by `tenant|family`: a key whose entry is
  // gone (evicted, ended) is dropped when next met.
  const rowPages = new Map<string, Set<string>>();
  const pagesKey = (tenantId: number, family: string): string => `${tenantId}|${family}`;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();

  async function produceAndKeep(key: string, read: CacheableRead, readAt: number, produce: () => Promise<Response>): Promise<{ response: Response; stored: StoredAnswer | null }> {
    const response = await produce();
    if (response.status !== 200) return { response, stored: null };
    const expiresAt = clock() + ttlMs;
    const stored: StoredAnswer = { body: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/json', encoded: new Map(), expiresAt };
    const currentGeneration = stampOf(read);
    cache.set(key, stored, { generation: readAt, currentGeneration, expiresAt, weight: stored.body.byteLength + key.length });
    if (read.rows && readAt === currentGeneration) {
      const pages = rowPages.get(pagesKey(read.tenantId, read.rows.family)) ?? new Set<string>();
      rowPages.set(pagesKey(read.tenantId, read.rows.family), pages.add(key));
    }
    return { response: await answer(stored, read.request), stored };
  }

  return {
    stamp: stampOf,
    prime(read, body, contentType, at) {
      const key = requestKey(read);
      // Not kept when a write moved the read on since `at` (the cache's own rule: generation must equal current).
      const expiresAt = clock() + ttlMs;
      cache.set(key, { body, contentType, encoded: new Map(), expiresAt }, { generation: at, currentGeneration: stampOf(read), expiresAt, weight: body.byteLength + key.length });
    },
    replaceRow(read, change, before) {
      const rows = read.rows;
      const keys = rows ? rowPages.get(pagesKey(read.tenantId, change.family)) : undefined;
      if (!rows || rows.family !== change.family || !keys) return;
      const after = stampOf(read);
      const now = clock();
      for (const key of keys) {
        // Not current at `before`: ended by another write (or expired), and dropped by this very look-up.
        const page = cache.get(key, before, now);
        if (!page) {
          keys.delete(key);
          continue;
        }
        const text = decoder.decode(page.body);
        const replaced = withRow(text, change.id, rows.marker, change.row);
        if (replaced === null) {
          keys.delete(key);
          continue;
        }
        // A page without the record is still right as it is, compressed bytes included.
        const next: StoredAnswer = replaced === text ? page : { body: encoder.encode(replaced), contentType: page.contentType, encoded: new Map(), expiresAt: page.expiresAt };
        cache.set(key, next, { generation: after, currentGeneration: after, expiresAt: page.expiresAt, weight: next.body.byteLength + key.length });
      }
    },
    async serve(read, produce) {
      const key = requestKey(read);
      const readAt = stampOf(read);
      const flightKey = `${readAt}#${key}`;
      if (!wantsFresh(read.request)) {
        const hit = cache.get(key, readAt, clock());
        if (hit) return answer(hit, read.request);
        const pending = inFlight.get(flightKey);
        const shared = pending ? await pending : null;
        if (shared) return answer(shared, read.request);
      }
      const run = produceAndKeep(key, read, readAt, produce);
      const stored = run.then((r) => r.stored, () => null);
      inFlight.set(flightKey, stored);
      try {
        return (await run).response;
      } finally {
        if (inFlight.get(flightKey) === stored) inFlight.delete(flightKey);
      }
    },
  };
}
