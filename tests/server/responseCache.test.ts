import { describe, expect, it } from 'vitest';
import { createWriteGeneration } from '../../server/src/cache/writeGeneration.ts';
import { familiesWritten } from '../../server/src/cache/writeFamilies.ts';
import type { Language } from '../../src/domain/constants/languages.ts';
import { CACHED_READS, createResponseCache, withRow, type CacheableRead } from '../../server/src/http/responseCache.ts';

function setUp() {
  const generation = createWriteGeneration();
  const cache = createResponseCache({ generation, maxBytes: 1_000_000, ttlMs: 10_000 });
  let calls = 0;
  let status = 200;
  const produce = async (): Promise<Response> => {
    calls += 1;
    const n = calls;
    await new Promise((r) => setTimeout(r, 5));
    return new Response(JSON.stringify({ data: n }), { status, headers: { 'content-type': 'application/json' } });
  };
  const read = (url: string, userId = 1, headers: Record<string, string> = {}, language: Language = 'it'): CacheableRead => ({
    tenantId: 1,
    families: ['tasks', 'works'],
    userId,
    language,
    url: new URL(url),
    request: new Request(url, { headers }),
  });
  const body = async (r: Promise<Response>) => (await (await r).json()) as { data: number };
  return { generation, cache, produce, read, body, calls: () => calls, fail: () => (status = 404) };
}

describe('response cache', () => {
  it('answers a repeated read from memory, with parameters in any order', async () => {
    const t = setUp();
    expect(await t.body(t.cache.serve(t.read('http://acme.localhost/api/tasks?a=1&b=2'), t.produce))).toEqual({ data: 1 });
    expect(await t.body(t.cache.serve(t.read('http://acme.localhost/api/tasks?b=2&a=1'), t.produce))).toEqual({ data: 1 });
    expect(t.calls()).toBe(1);
  });

  it('asks again after a write of a family it is made of, and for another user', async () => {
    const t = setUp();
    await t.cache.serve(t.read('http://acme.localhost/api/tasks'), t.produce);
    t.generation.advance({ tenantId: 1, family: 'tasks' });
    expect(await t.body(t.cache.serve(t.read('http://acme.localhost/api/tasks'), t.produce))).toEqual({ data: 2 });
    expect(await t.body(t.cache.serve(t.read('http://acme.localhost/api/tasks', 2), t.produce))).toEqual({ data: 3 });
  });

  it('keeps its answer across writes of other families and other tenants', async () => {
    const t = setUp();
    await t.cache.serve(t.read('http://acme.localhost/api/tasks'), t.produce);
    t.generation.advance({ tenantId: 1, family: 'preferences' });
    t.generation.advance({ tenantId: 1, family: 'auth' });
    t.generation.advance({ tenantId: 2, family: 'tasks' });
    expect(await t.body(t.cache.serve(t.read('http://acme.localhost/api/tasks'), t.produce))).toEqual({ data: 1 });
    expect(t.calls()).toBe(1);
  });

  it('keeps one answer per language: an Italian answer never serves the same read in English', async () => {
    const t = setUp();
    expect(await t.body(t.cache.serve(t.read('http://acme.localhost/api/tasks', 1, {}, 'it'), t.produce))).toEqual({ data: 1 });
    expect(await t.body(t.cache.serve(t.read('http://acme.localhost/api/tasks', 1, {}, 'en'), t.produce))).toEqual({ data: 2 });
    expect(await t.body(t.cache.serve(t.read('http://acme.localhost/api/tasks', 1, {}, 'it'), t.produce))).toEqual({ data: 1 });
    expect(t.calls()).toBe(2);
  });

  it('runs concurrent identical reads once', async () => {
    const t = setUp();
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.body(t.cache.serve(t.read('http://acme.localhost/api/tasks/7'), t.produce))));
    expect(answers).toEqual([{ data: 1 }, { data: 1 }, { data: 1 }, { data: 1 }]);
    expect(t.calls()).toBe(1);
  });

  it('never keeps an answer a write overtook, and a read after the write joins no flight begun before it', async () => {
    const t = setUp();
    const url = 'http://acme.localhost/api/tasks';
    // A read is at the database when a write of its family answers: the read's answer may hold what the write changed.
    const racing = t.body(t.cache.serve(t.read(url), t.produce));
    t.generation.advance({ tenantId: 1, family: 'tasks' });
    // A read after the write does not wait for the read begun before it: it asks again...
    const after = t.body(t.cache.serve(t.read(url), t.produce));
    expect(await racing).toEqual({ data: 1 });
    expect(await after).toEqual({ data: 2 });
    // ...and the racing read's answer was never kept: the next read is the second one's.
    expect(await t.body(t.cache.serve(t.read(url), t.produce))).toEqual({ data: 2 });
    expect(t.calls()).toBe(2);
  });

  it("keeps a write's answer as a read's only while no other write moved the read on", async () => {
    const t = setUp();
    const url = 'http://acme.localhost/api/tasks/7';
    const bytes = (data: number) => new TextEncoder().encode(JSON.stringify({ data }));
    t.cache.prime(t.read(url), bytes(41), 'application/json', t.cache.stamp(t.read(url)));
    expect(await t.body(t.cache.serve(t.read(url), t.produce))).toEqual({ data: 41 });
    expect(t.calls()).toBe(0);
    // Stamped before a write that moved the read on: never kept, the next read asks the database.
    const before = t.cache.stamp(t.read(url));
    t.generation.advance({ tenantId: 1, family: 'tasks' });
    t.cache.prime(t.read(url), bytes(42), 'application/json', before);
    expect(await t.body(t.cache.serve(t.read(url), t.produce))).toEqual({ data: 1 });
    // Another user's read of the same path is not theirs.
    t.cache.prime(t.read(url), bytes(43), 'application/json', t.cache.stamp(t.read(url)));
    expect(await t.body(t.cache.serve(t.read(url, 2), t.produce))).toEqual({ data: 2 });
  });

  it('bypasses the stored answer on Cache-Control: no-cache and keeps the fresh one', async () => {
    const t = setUp();
    await t.cache.serve(t.read('http://acme.localhost/api/tasks'), t.produce);
    expect(await t.body(t.cache.serve(t.read('http://acme.localhost/api/tasks', 1, { 'cache-control': 'no-cache' }), t.produce))).toEqual({ data: 2 });
    expect(await t.body(t.cache.serve(t.read('http://acme.localhost/api/tasks'), t.produce))).toEqual({ data: 2 });
  });

  it('does not keep failures', async () => {
    const t = setUp();
    t.fail();
    expect((await t.cache.serve(t.read('http://acme.localhost/api/tasks/9'), t.produce)).status).toBe(404);
    expect((await t.cache.serve(t.read('http://acme.localhost/api/tasks/9'), t.produce)).status).toBe(404);
    expect(t.calls()).toBe(2);
  });
});

describe('record families', () => {
  it('ends a read only on writes of the families it is made of', async () => {
    const generation = createWriteGeneration();
    const cache = createResponseCache({ generation, maxBytes: 1_000_000, ttlMs: 10_000 });
    let calls = 0;
    const produce = async (): Promise<Response> => new Response(JSON.stringify({ data: (calls += 1) }), { status: 200 });
    const url = 'http://acme.localhost/api/calendars/1/events';
    const read: CacheableRead = { tenantId: 1, families: ['events'], userId: 1, language: 'it', url: new URL(url), request: new Request(url) };
    await cache.serve(read, produce);
    generation.advance({ tenantId: 1, family: 'tasks' });
    await cache.serve(read, produce);
    expect(calls).toBe(1);
    generation.advance({ tenantId: 1, family: 'events' });
    await cache.serve(read, produce);
    expect(calls).toBe(2);
  });

  it('lists the families every cached read is made of', () => {
    for (const [operationId, read] of CACHED_READS) expect(read.families.length, operationId).toBeGreaterThan(0);
    expect(CACHED_READS.get('listCalendarEvents')?.families).not.toContain('tasks');
    expect(CACHED_READS.get('getTask')?.families).toContain('events');
  });

  it('counts the events a task write or a vacation keeps in step as written, but not a status change', () => {
    // The tracked time is moved by every task write unless the handler says otherwise (a start: leftAlone).
    expect(familiesWritten({ operationId: 'changeTaskStatus', tags: ['tasks'] })).toEqual(['tasks', 'tasks.tracked']);
    for (const operationId of ['createTask', 'updateTask', 'deleteTask']) expect(familiesWritten({ operationId, tags: ['tasks'] })).toContain('events');
    expect(familiesWritten({ operationId: 'createVacation', tags: ['vacations'] })).toEqual(['vacations', 'events']);
    expect(familiesWritten({ operationId: 'savePreference', tags: [] })).toEqual(['untagged']);
  });
});

describe('a changed row put into the kept pages (issue 36.3)', () => {
  const rows = { family: 'tasks', plain: ['page', 'page_size'], marker: 'status' };
  const row = (id: number, status: string, extra = '') => `{"id" : ${id}, "status" : "${status}", "summary" : "a } { \\" ${extra}", "profile" : {"id" : ${id}, "status" : "x"}}`;
  const page = (...r: string[]) => `{"data":[${r.join(', ')}],"meta":{"total":${r.length}}}`;

  it('replaces only the top-level row of the record, past braces and quotes in strings and nested objects of the same id', () => {
    expect(withRow(page(row(1, 'paused'), row(2, 'paused')), 2, 'status', row(2, 'started'))).toBe(page(row(1, 'paused'), row(2, 'started')));
    expect(withRow(page(row(2, 'paused'), row(1, 'paused')), 2, 'status', row(2, 'started'))).toBe(page(row(2, 'started'), row(1, 'paused')));
    // A nested object opening like a row (another record's profile 3) is not a row: the page has no row 3.
    const nested = page(row(1, 'paused').replace('"profile" : {"id" : 1, "status"', '"profile" : {"id" : 3, "status"'));
    expect(withRow(nested, 3, 'status', row(3, 'started'))).toBe(nested);
    expect(withRow(page(row(1, 'paused')).slice(0, 60), 1, 'status', row(1, 'started'))).toBeNull();
  });

  function setUp() {
    const generation = createWriteGeneration();
    const cache = createResponseCache({ generation, maxBytes: 1_000_000, ttlMs: 10_000 });
    let text = page(row(1, 'paused'), row(2, 'paused'));
    let calls = 0;
    const produce = async (): Promise<Response> => {
      calls += 1;
      return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const read = (userId: number, language: Language = 'it'): CacheableRead => ({
      tenantId: 1,
      families: ['tasks'],
      rows,
      userId,
      language,
      url: new URL('http://acme.localhost/api/tasks?page_size=50'),
      request: new Request('http://acme.localhost/api/tasks?page_size=50'),
    });
    const get = async (userId: number, language: Language = 'it') => (await cache.serve(read(userId, language), produce)).text();
    return { generation, cache, read, get, calls: () => calls, setText: (t: string) => (text = t) };
  }

  it("puts the row into every user's and language's page current before the write, and asks nothing", async () => {
    const t = setUp();
    await t.get(1);
    await t.get(2, 'en');
    const before = t.cache.stamp(t.read(1));
    t.generation.advance({ tenantId: 1, family: 'tasks', record: 2 });
    t.cache.replaceRow(t.read(1), { family: 'tasks', id: 2, row: row(2, 'started') }, before);
    expect(await t.get(1)).toBe(page(row(1, 'paused'), row(2, 'started')));
    expect(await t.get(2, 'en')).toBe(page(row(1, 'paused'), row(2, 'started')));
    expect(t.calls()).toBe(2);
  });

  it('never keeps a page another write moved on since, nor one read at an older stamp', async () => {
    const t = setUp();
    await t.get(1);
    const before = t.cache.stamp(t.read(1));
    // A write of the page's family that reported no row (a new task), then ours: the page ends.
    t.generation.advance({ tenantId: 1, family: 'tasks' });
    t.generation.advance({ tenantId: 1, family: 'tasks', record: 2 });
    t.cache.replaceRow(t.read(1), { family: 'tasks', id: 2, row: row(2, 'started') }, t.cache.stamp(t.read(1)) - 1);
    t.setText(page(row(3, 'paused'), row(1, 'paused'), row(2, 'started')));
    expect(await t.get(1)).toBe(page(row(3, 'paused'), row(1, 'paused'), row(2, 'started')));
    expect(t.calls()).toBe(2);
    expect(before).toBeLessThan(t.cache.stamp(t.read(1)));
  });
});
