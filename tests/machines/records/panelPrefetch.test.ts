import { Effect } from 'effect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { Network } from '../../../src/api/errors.ts';
import { claimPanelReads } from '../../../src/api/earlyAnswers.ts';
import { PREFETCH_FRESH_MS, type EarlyStartupCalls, type StartupAnswers, type StartupKey, type StartupPrefetch } from '../../../src/api/startupPrefetch.ts';
import { createTokenStore } from '../../../src/api/tokenStore.ts';
import { panelReads, prefetchDashboardPanels } from '../../../src/ui/dashboard/dashboardPrefetch.ts';
import { createPanelPrefetch } from '../../../src/machines/records/panelPrefetch.ts';
import { createMemoryStorage } from '../../api/doubles/memoryStorage.ts';
import { validTokens } from '../../api/doubles/session.ts';
import { user as admin } from '../session/sessionFixtures.ts';

// The dashboard panels' early reads (issue 36 point 4): sent before the panels render, adopted once by their first load.

const client = {} as ApiClient;

/** Lets the early reads' answers (Effect's runtime, then the promise) settle. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A prefetchable read whose every call is counted and answers `answer()`. */
const setUp = (answer: () => Effect.Effect<string, Network> = () => Effect.succeed('fresh')) => {
  let token: string | undefined = 'token-1';
  let now = 1_000;
  const read = vi.fn((_client: ApiClient, id: number) => Effect.map(answer(), (value) => `${value} #${id}`));
  const { prefetchable } = createPanelPrefetch({ token: () => token, now: () => now });
  const panel = prefetchable('panel', (id: number) => String(id), read);
  return { panel, read, signOut: () => (token = 'token-2'), later: (ms: number) => (now += ms) };
};

describe('panel prefetch', () => {
  it('the first load adopts the early answer sent with the same arguments, without a call of its own; the next load calls', async () => {
    const { panel, read } = setUp();
    panel.prefetch(client, 7);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await Effect.runPromise(panel.load(client, 7))).toBe('fresh #7');
    expect(read).toHaveBeenCalledTimes(1);
    await Effect.runPromise(panel.load(client, 7));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('other arguments, a stale answer or another token: the load calls for itself', async () => {
    const other = setUp();
    other.panel.prefetch(client, 7);
    await Effect.runPromise(other.panel.load(client, 8));
    expect(other.read).toHaveBeenCalledTimes(2);

    const stale = setUp();
    stale.panel.prefetch(client, 7);
    stale.later(PREFETCH_FRESH_MS + 1);
    await Effect.runPromise(stale.panel.load(client, 7));
    expect(stale.read).toHaveBeenCalledTimes(2);

    const signedOut = setUp();
    signedOut.panel.prefetch(client, 7);
    signedOut.signOut();
    await Effect.runPromise(signedOut.panel.load(client, 7));
    expect(signedOut.read).toHaveBeenCalledTimes(2);
  });

  it('a failed early answer is dropped and the load calls again (its own error, if any, is the one shown)', async () => {
    let calls = 0;
    const { panel, read } = setUp(() => (calls++ === 0 ? Effect.fail(new Network({ cause: 'offline' })) : Effect.succeed('second')));
    panel.prefetch(client, 7);
    expect(await Effect.runPromise(panel.load(client, 7))).toBe('second #7');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('an early read arriving after the panel has loaded is not sent (it would only be a stale copy for a later visit)', async () => {
    const { panel, read } = setUp();
    await Effect.runPromise(panel.load(client, 7));
    panel.prefetch(client, 7);
    expect(read).toHaveBeenCalledTimes(1);
  });
  it('arrived: the early answer once it has come, as often as a render asks (taken by adopt, the load then calls), never one on its way, failed, stale or under another token', async () => {
    const { panel, read } = setUp();
    panel.prefetch(client, 7);
    expect(panel.arrived(7)).toBeUndefined();
    await answered();
    expect(panel.arrived(8)).toBeUndefined();
    expect(panel.arrived(7)).toBe('fresh #7');
    // A render thrown away and done again asks again: still there until the mounted panel adopts it.
    expect(panel.arrived(7)).toBe('fresh #7');
    panel.adopt(7);
    expect(panel.arrived(7)).toBeUndefined();
    await Effect.runPromise(panel.load(client, 7));
    expect(read).toHaveBeenCalledTimes(2);

    const failed = setUp(() => Effect.fail(new Network({ cause: 'offline' })));
    failed.panel.prefetch(client, 7);
    await answered();
    expect(failed.panel.arrived(7)).toBeUndefined();

    const stale = setUp();
    stale.panel.prefetch(client, 7);
    await answered();
    stale.later(PREFETCH_FRESH_MS + 1);
    expect(stale.panel.arrived(7)).toBeUndefined();

    const signedOut = setUp();
    signedOut.panel.prefetch(client, 7);
    await answered();
    signedOut.signOut();
    expect(signedOut.panel.arrived(7)).toBeUndefined();
  });
});

const operator = { ...admin, id: 4, role: { id: 3, name: 'operator', label: 'Operator' } };
const ALL_MODULES = ['events', 'tasks', 'vacations', 'samples'];

describe('which panel reads are sent early (as DashboardRoute chooses its panels)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const at = new Date('2026-03-01T23:30:00Z');

  it('an admin: every panel; the events from today on the tenant’s clock, the tasks by their id', () => {
    expect(panelReads({ user: admin, permissions: ALL_MODULES, settings: { timezone: 'Europe/Rome' } }, at)).toEqual([
      { id: 'events', today: '2026-03-02' },
      { id: 'tasks', userId: 1 },
      { id: 'vacations' },
      { id: 'samples' },
    ]);
    expect(panelReads({ user: admin, permissions: ALL_MODULES, settings: { timezone: 'America/New_York' } }, at)[0]).toEqual({ id: 'events', today: '2026-03-01' });
  });

  it('an operator: only what they may see; vacations once they lead a team; nothing of a hidden module', () => {
    const permissions = [...ALL_MODULES, 'events.viewAny', 'tasks.viewAny', 'vacations.viewAny'];
    expect(panelReads({ user: operator, permissions, settings: {} }, at).map((read) => read.id)).toEqual(['events', 'tasks']);
    const leader = { ...operator, relationships: [{ id: 9, name: 'Bruno', email: 'bruno@acme.test' }] };
    expect(panelReads({ user: leader, permissions, settings: {} }, at).map((read) => read.id)).toEqual(['events', 'tasks', 'vacations']);
    expect(panelReads({ user: leader, permissions, settings: { 'modules.hidden': ['calendar', 'vacations'] } }, at).map((read) => read.id)).toEqual(['tasks']);
  });

  it('sends them with the stored token; a refused one leaves the stored session alone (the session is not running yet)', async () => {
    const storage = createMemoryStorage();
    const tokenStore = createTokenStore(storage);
    tokenStore.write(validTokens);
    // The app's panel prefetch reads the token where the app keeps it.
    vi.stubGlobal('localStorage', storage);
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 }));
    const known: StartupPrefetch = {
      take: () => undefined,
      peek: <K extends StartupKey>(key: K) =>
        Promise.resolve(({ user: admin, permissions: ['tasks', 'tasks.viewAny'], settings: { items: [], meta: { currentPage: 1, lastPage: 1, perPage: 100, total: 0 } } } as Partial<StartupAnswers>)[key] as StartupAnswers[K]),
    };
    await prefetchDashboardPanels('http://localhost/api', known, tokenStore);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const sent = fetch.mock.calls.map(([request]) => request as Request);
    expect(sent.map((request) => new URL(request.url).searchParams.get('status')).sort()).toEqual(['paused', 'started']);
    expect(sent.every((request) => request.headers.get('authorization') === `Bearer ${validTokens.accessToken}`)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tokenStore.read()).toEqual(validTokens);
  });

  it('adopts the reads the page\'s head script sent (same URL, same token), once its claim has settled, and sends none itself', async () => {
    const storage = createMemoryStorage();
    const tokenStore = createTokenStore(storage);
    tokenStore.write(validTokens);
    vi.stubGlobal('localStorage', storage);
    const network = vi.fn(async (_request: Request) => new Response(JSON.stringify({ data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } }), { headers: { 'content-type': 'application/json' } }));
    const page = { current_page: 1, last_page: 1, per_page: 10, total: 1 };
    const started = new Response(JSON.stringify({ data: [], meta: page }), { headers: { 'content-type': 'application/json' } });
    let settle: (value: unknown) => void = () => undefined;
    const early: EarlyStartupCalls = { token: validTokens.accessToken, answers: {}, panels: new Promise((resolve) => (settle = resolve)) };
    const known: StartupPrefetch = {
      take: () => undefined,
      peek: <K extends StartupKey>(key: K) =>
        Promise.resolve(({ user: admin, permissions: ['tasks', 'tasks.viewAny'], settings: { items: [], meta: { currentPage: 1, lastPage: 1, perPage: 100, total: 0 } } } as Partial<StartupAnswers>)[key] as StartupAnswers[K]),
      early,
    };
    const done = prefetchDashboardPanels('http://localhost/api', known, tokenStore, network);
    // The script sends its reads once the session's answers are in: after the entry has taken its calls.
    Object.assign(early.answers, { [`/api/tasks?assignee_id=${admin.id}&status=started&page_size=10`]: Promise.resolve(started) });
    settle(undefined);
    await done;
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(1));
    // The paused ones, which the script had not sent, went to the network; the started ones were adopted.
    expect(new URL((network.mock.calls[0]?.[0] as Request).url).searchParams.get('status')).toBe('paused');
    expect(started.bodyUsed).toBe(true);
  });

  it('claims the reads when the head script has not (it then sends none)', async () => {
    const early: EarlyStartupCalls = { token: 't', answers: {} };
    expect(claimPanelReads(early)).toBeUndefined();
    expect(early.panels).toBeInstanceOf(Promise);
    const theScripts = Promise.resolve('sent');
    expect(claimPanelReads({ token: 't', answers: {}, panels: theScripts })).toBe(theScripts);
    expect(claimPanelReads(undefined)).toBeUndefined();
  });

  it('sends nothing without the session’s early answers, or when one of them failed', async () => {
    const storage = createMemoryStorage();
    const fetch = vi.spyOn(globalThis, 'fetch');
    const none: StartupPrefetch = { take: () => undefined, peek: () => undefined };
    await prefetchDashboardPanels('http://localhost/api', none, createTokenStore(storage));
    const failed: StartupPrefetch = { take: () => undefined, peek: (key) => (key === 'user' ? Promise.reject(new Error('401')) : Promise.resolve(undefined as never)) };
    await prefetchDashboardPanels('http://localhost/api', failed, createTokenStore(storage));
    expect(fetch).not.toHaveBeenCalled();
  });
});
