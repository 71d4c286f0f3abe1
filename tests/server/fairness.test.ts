import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createFairGate, DEFAULT_GATE, type FairGate } from '../../server/src/http/fairGate.ts';
import { BUSY_RETRY_AFTER_SECONDS, gatedFetch } from '../../server/src/http/gatedFetch.ts';

// Issue 36.1: under overload a new connection is answered promptly. What must hold, without timing: the probes
// never queue behind application work; the application's work starts from later turns of the event loop (so the
// loop accepts and reads between jobs); the least-served connection goes first, never starving the oldest; beyond
// the queue bound the answer is 503 with Retry-After, in the reader's words.

/** A promise and the function that settles it: a job held until the test lets it go. */
function latch(): { readonly promise: Promise<void>; readonly open: () => void } {
  let open = (): void => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('fair gate', () => {
  it('starts one job per turn of the event loop while turns are long, none in the turn that queued them', async () => {
    // Every turn seems to last a second: the gate keeps to one start per turn.
    let now = 0;
    const gate = createFairGate({ ...DEFAULT_GATE, concurrency: 100 }, () => (now += 1000));
    const started: number[] = [];
    const done = Array.from({ length: 6 }, (_, i) => gate.admit({}, async () => void started.push(i)));
    expect(started).toEqual([]);
    // The gate's turn was scheduled first, so by this turn one job started, and only one.
    await nextTurn();
    expect(started).toEqual([0]);
    await nextTurn();
    expect(started).toEqual([0, 1]);
    await Promise.all(done);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('starts more jobs per turn while turns stay short, up to `startsPerTurn`', async () => {
    const gate = createFairGate({ ...DEFAULT_GATE, concurrency: 100, startsPerTurn: 4 }, () => 0);
    const started: number[] = [];
    const done = Array.from({ length: 12 }, (_, i) => gate.admit({}, async () => void started.push(i)));
    // One, then twice as many after each short turn, up to four.
    for (const total of [1, 3, 7, 11]) {
      await nextTurn();
      expect(started).toHaveLength(total);
    }
    await Promise.all(done);
  });

  it('runs no job in the turns that follow an accept, for at most `acceptFirstMs` in a row (Node accepts one connection per turn)', async () => {
    let now = 0;
    const gate = createFairGate({ ...DEFAULT_GATE, concurrency: 100, startsPerTurn: 1, acceptFirstMs: 30 }, () => now);
    const started: number[] = [];
    const done = Array.from({ length: 4 }, (_, i) => gate.admit({}, async () => void started.push(i)));
    // A connection accepted before the first pump: that turn only accepts.
    gate.accepted();
    await nextTurn();
    expect(started).toEqual([]);
    // No accept in the last turn: jobs start again.
    now += 10;
    await nextTurn();
    expect(started).toEqual([0]);
    // A connection accepted in every turn (a burst, or a stream of new connections): accept-only turns, then after
    // 30 ms of them one turn runs a job anyway.
    const acceptEveryTurn = async (): Promise<void> => {
      gate.accepted();
      now += 10;
      await nextTurn();
    };
    await acceptEveryTurn();
    await acceptEveryTurn();
    await acceptEveryTurn();
    expect(started).toEqual([0]);
    await acceptEveryTurn();
    expect(started).toEqual([0, 1]);
    // The streak starts again after a turn that ran jobs.
    await acceptEveryTurn();
    expect(started).toEqual([0, 1]);
    now += 10;
    await nextTurn();
    expect(started).toEqual([0, 1, 2]);
    await Promise.all(done);
  });

  it('serves the least-served connection first, and lets the oldest waiting request through after `overtakes` of them', async () => {
    const gate = createFairGate({ ...DEFAULT_GATE, concurrency: 1, startsPerTurn: 1, overtakes: 2 });
    const busy = {};
    // The busy connection has had three requests served.
    for (let i = 0; i < 3; i++) await gate.admit(busy, async () => undefined);
    const hold = latch();
    const order: string[] = [];
    const running = gate.admit({}, () => hold.promise);
    await nextTurn();
    expect(gate.load()).toEqual({ queued: 0, running: 1 });
    // While the only place is taken: the busy connection's request, then five requests of new connections.
    const waiting = [gate.admit(busy, async () => void order.push('busy'))];
    for (let i = 1; i <= 5; i++) waiting.push(gate.admit({}, async () => void order.push(`new ${i}`)));
    hold.open();
    await running;
    await Promise.all(waiting);
    expect(order).toEqual(['new 1', 'new 2', 'busy', 'new 3', 'new 4', 'new 5']);
  });

  it('refuses beyond the queue bound, and frees a place when a job fails', async () => {
    const gate = createFairGate({ ...DEFAULT_GATE, concurrency: 1, maxQueued: 1 });
    const hold = latch();
    const running = gate.admit({}, () => hold.promise);
    await nextTurn();
    const queued = gate.admit({}, () => Promise.reject(new Error('failed job')));
    expect(gate.admit({}, async () => 'late')).toBe('busy');
    hold.open();
    await running;
    await expect(queued).rejects.toThrow('failed job');
    expect(gate.load()).toEqual({ queued: 0, running: 0 });
    await expect(gate.admit({}, async () => 'after')).resolves.toBe('after');
  });
});

describe('gated server', () => {
  let server: ServerType | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  /** A real Node server whose /work requests wait for `hold`, behind a gate with room for one job and one waiting. */
  async function start(hold: Promise<void>): Promise<{ origin: string; gate: FairGate }> {
    const gate = createFairGate({ ...DEFAULT_GATE, concurrency: 1, maxQueued: 1 });
    const app = async (request: Request): Promise<Response> => {
      const path = new URL(request.url).pathname;
      if (path === '/healthz' || path === '/readyz') return new Response('{"status":"ok"}', { status: 200 });
      await hold;
      return new Response('done', { status: 200 });
    };
    const listening = new Promise<AddressInfo>((resolve) => {
      server = serve({ fetch: gatedFetch(gate, app), hostname: '127.0.0.1', port: 0 }, (info) => resolve(info));
    });
    return { origin: `http://127.0.0.1:${(await listening).port}`, gate };
  }

  /** One request on a connection of its own. */
  const get = (origin: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> =>
    new Promise((resolve, reject) => {
      const req = http.request(`${origin}${path}`, { agent: false, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers the probes on a new connection while application work holds every place, and refuses a full queue with 503 + Retry-After', async () => {
    const hold = latch();
    const { origin, gate } = await start(hold.promise);
    const first = get(origin, '/work');
    const second = get(origin, '/work');
    // Both sent and taken by the gate (one running, one waiting) before going on.
    while (gate.load().running + gate.load().queued < 2) await nextTurn();
    expect((await get(origin, '/healthz')).status).toBe(200);
    expect((await get(origin, '/readyz')).status).toBe(200);
    const refused = await get(origin, '/work', { 'accept-language': 'it' });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(JSON.parse(refused.body)).toEqual({ message: 'Il server è occupato: riprova tra un momento.' });
    const english = await get(origin, '/work', { 'accept-language': 'en' });
    expect(JSON.parse(english.body)).toEqual({ message: 'The server is busy: try again in a moment.' });
    hold.open();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });
});
