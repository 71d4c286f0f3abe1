import { createGenerationCache } from '../cache/generationCache.ts';
import type { WriteGeneration } from '../cache/writeGeneration.ts';

/**
 * Reads whose answer is a function of the stored rows alone (no clock, no other request state), so a stored
 * answer stays right until the next write. The task and work screens read these on every visit, refresh and
 * filter change, and a page of tasks with its checklists, comments, media and people is the costliest read of
 * the API. Keyed per user, so what one user may see never reaches another.
 */
export const CACHEABLE_OPERATIONS: ReadonlySet<string> = new Set(['listTasks', 'getTask', 'listRunningTasks', 'listWorks', 'getWork']);

/**
 * The record families (contract tags of the writing operations) those answers are made of: a task carries its
 * work and phase, type, profile and company, assignee and team (users), its 'Costo ' event and calendar. A write
 * of any other family (a sign-in, a preference, a vacation…) leaves them in place. Adding a cacheable operation
 * means checking this list.
 */
export const CACHED_READ_FAMILIES: readonly string[] = ['tasks', 'works', 'phases', 'task_types', 'work_types', 'profiles', 'companies', 'users', 'roles', 'events', 'calendars'];

type StoredAnswer = { readonly body: Uint8Array; readonly contentType: string };

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
  readonly userId: number;
  readonly url: URL;
  readonly request: Request;
};

export type ResponseCache = {
  /** The answer to this read, from the cache when it holds a current one, else from `produce` (and kept). */
  serve(read: CacheableRead, produce: () => Promise<Response>): Promise<Response>;
};

/** Path plus the query with its parameters sorted, so `?a=1&b=2` and `?b=2&a=1` share an entry. */
function requestKey({ tenantId, userId, url }: CacheableRead): string {
  const params = [...url.searchParams].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return `${tenantId}|${userId}|${url.pathname}?${new URLSearchParams(params).toString()}`;
}

/** `Cache-Control: no-cache` from the client asks for a fresh answer (it is still kept for the next read). */
const wantsFresh = (request: Request): boolean => /\bno-cache\b/i.test(request.headers.get('cache-control') ?? '');

const answer = (stored: StoredAnswer): Response =>
  new Response(stored.body, { status: 200, headers: { 'content-type': stored.contentType, 'content-length': String(stored.body.byteLength) } });

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const { generation, maxBytes, ttlMs } = options;
  const clock = options.clock ?? Date.now;
  if (maxBytes <= 0 || ttlMs <= 0) return { serve: (_read, produce) => produce() };
  const cache = createGenerationCache<StoredAnswer>(maxBytes);
  // Reads of one key at one generation that arrive while the first is still at the database wait for it instead
  // of repeating it: after a write, a screen's worth of users asking for the same list costs one query.
  const inFlight = new Map<string, Promise<StoredAnswer | null>>();

  async function produceAndKeep(key: string, tenantId: number, readAt: number, produce: () => Promise<Response>): Promise<{ response: Response; stored: StoredAnswer | null }> {
    const response = await produce();
    if (response.status !== 200) return { response, stored: null };
    const stored: StoredAnswer = { body: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/json' };
    cache.set(key, stored, {
      generation: readAt,
      currentGeneration: generation.stamp(tenantId, CACHED_READ_FAMILIES),
      expiresAt: clock() + ttlMs,
      weight: stored.body.byteLength + key.length,
    });
    return { response: answer(stored), stored };
  }

  return {
    async serve(read, produce) {
      const key = requestKey(read);
      const readAt = generation.stamp(read.tenantId, CACHED_READ_FAMILIES);
      const flightKey = `${readAt}#${key}`;
      if (!wantsFresh(read.request)) {
        const hit = cache.get(key, readAt, clock());
        if (hit) return answer(hit);
        const pending = inFlight.get(flightKey);
        const shared = pending ? await pending : null;
        if (shared) return answer(shared);
      }
      const run = produceAndKeep(key, read.tenantId, readAt, produce);
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
