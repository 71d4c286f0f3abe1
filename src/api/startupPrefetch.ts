import { createBareClient, type BareApiClient, type FetchFn } from './client.ts';
import { request } from './request.ts';
import { currentTenantRequest, meRequest, myPermissionsRequest, myPreferencesRequest, settingsRequest } from './startupRequests.ts';
import type { TokenStore } from './tokenStore.ts';

// The session's start-up calls, sent the moment the entry script runs, before i18n, React and the session machine
// exist: with a stored, unexpired token the tenant and the four session calls then travel in one round trip beside
// the locale files and the screen's chunks, instead of tenant → session calls → layout → screen in sequence (issue
// 20: the dashboard's critical path). Each early answer is taken once by the session's actor that would make the
// call; a failed early answer is dropped and the actor makes its own call through the app's client, so a revoked
// token (refresh), a missing tenant and network faults behave exactly as without the prefetch.

/** Settings and preferences are few; one page holds them all (as the session loads them). */
export const STARTUP_PAGE = { pageSize: 100 } as const;

const startupCalls = (bare: BareApiClient, authorized: BareApiClient) => ({
  tenant: () => request(currentTenantRequest(bare)),
  settings: () => request(settingsRequest(authorized, STARTUP_PAGE)),
  user: () => request(meRequest(authorized)),
  permissions: () => request(myPermissionsRequest(authorized)),
  preferences: () => request(myPreferencesRequest(authorized, STARTUP_PAGE)),
});

type StartupCalls = ReturnType<typeof startupCalls>;
export type StartupKey = keyof StartupCalls;
export type StartupAnswers = { readonly [K in StartupKey]: Awaited<ReturnType<StartupCalls[K]>> };

export type StartupPrefetch = {
  /** The early answer for `key`, once (the next call gets undefined and goes to the server). */
  readonly take: <K extends StartupKey>(key: K) => Promise<StartupAnswers[K]> | undefined;
  /** The early answer for `key`, taken or not, while fresh and under the same token (the dashboard's panels). */
  readonly peek: <K extends StartupKey>(key: K) => Promise<StartupAnswers[K]> | undefined;
  /** The head script's calls, when it sent them (the dashboard panels' reads may be among them later). */
  readonly early?: EarlyStartupCalls;
};

export const NO_PREFETCH: StartupPrefetch = { take: () => undefined, peek: () => undefined };

/**
 * The same calls sent earlier still, by the page's head script for a stored session (build/startupPreloadPlugin.ts,
 * before the entry script has even arrived): the answers by path and query (`/api/settings?page_size=100`), and the
 * access token they carry.
 */
export type EarlyStartupCalls = {
  readonly token: string;
  /** By path and query; the page's second script adds the dashboard panels' reads here later (src/api/earlyAnswers.ts). */
  readonly answers: Readonly<Record<string, Promise<Response>>>;
  /**
   * Who sends the dashboard panels' reads: set by the page's second script (a promise settled once it has sent them)
   * or by the entry (src/api/earlyAnswers.ts claimPanelReads), whichever runs first; the other then sends none.
   */
  panels?: Promise<unknown>;
};

/** Where the head script leaves its calls (a property of `window`). */
export const EARLY_CALLS_GLOBAL = '__bottegaStartupCalls';

/**
 * The head script's calls, taken (so they are adopted once), if it left some. The place is then marked taken: with
 * `false` when there were none (a head script that runs only now sends nothing, the entry has sent them), else the
 * calls stay where they are, marked `taken`, for the page's second script, which may run later and add the dashboard
 * panels' reads to them.
 */
export const takeEarlyStartupCalls = (page: Record<string, unknown>): EarlyStartupCalls | undefined => {
  const value = page[EARLY_CALLS_GLOBAL] as (Partial<EarlyStartupCalls> & { taken?: boolean }) | false | undefined;
  const usable = typeof value === 'object' && typeof value.token === 'string' && typeof value.answers === 'object' && value.taken !== true;
  if (!usable) {
    if (typeof value !== 'object') page[EARLY_CALLS_GLOBAL] = false;
    return undefined;
  }
  value.taken = true;
  return value as EarlyStartupCalls;
};

export type StartupPrefetchOptions = {
  readonly baseUrl: string;
  readonly tokenStore: TokenStore;
  readonly now: () => number;
  readonly fetch?: FetchFn;
  readonly early?: EarlyStartupCalls;
};

/**
 * `fetch`, answering a request the head script has already sent (same path and query, same token) with that call's
 * answer, once; a failed early call is sent again.
 */
const adoptingEarly = (fetch: FetchFn, early: EarlyStartupCalls | undefined, token: string | undefined): FetchFn => {
  if (early === undefined || early.token !== token) return fetch;
  const pending = new Map(Object.entries(early.answers));
  return (outgoing) => {
    const url = new URL(outgoing.url, 'http://localhost');
    const key = `${url.pathname}${url.search}`;
    const answer = pending.get(key);
    if (answer === undefined || outgoing.method !== 'GET') return fetch(outgoing);
    pending.delete(key);
    return answer.catch(() => fetch(outgoing));
  };
};

/** An early answer older than this is not used: start-up has gone another way (a retry, a new sign-in). */
export const PREFETCH_FRESH_MS = 10_000;

// Bound late, as in client.ts, so a fetch double installed after start-up is used.
const globalFetch: FetchFn = (request) => globalThis.fetch(request);

/**
 * Sends the tenant call always and, with a stored access token that has not expired, the session calls with it.
 * Nothing here throws: a rejected early answer is kept (handled) until its actor takes it and falls back.
 */
export const startStartupPrefetch = ({ baseUrl, tokenStore, now, fetch: network = globalFetch, early }: StartupPrefetchOptions): StartupPrefetch => {
  const sentAt = now();
  const token = tokenStore.isExpired(sentAt) ? undefined : tokenStore.accessToken();
  const fetch = adoptingEarly(network, early, token);
  const bare = createBareClient({ baseUrl, fetch });
  const authorized = createBareClient({
    baseUrl,
    fetch: (outgoing) => {
      if (token !== undefined) outgoing.headers.set('Authorization', `Bearer ${token}`);
      return fetch(outgoing);
    },
  });
  const calls = startupCalls(bare, authorized);
  const pending = new Map<StartupKey, Promise<unknown>>();
  // Every answer sent, taken or not: the dashboard's panels read the session from them (peek).
  const sent = new Map<StartupKey, Promise<unknown>>();
  const send = (key: StartupKey) => {
    const answer = calls[key]();
    // Marked handled now: a failure is only a reason for the actor to call again, never an unhandled rejection.
    answer.catch(() => undefined);
    pending.set(key, answer);
    sent.set(key, answer);
  };
  send('tenant');
  if (token !== undefined) for (const key of ['settings', 'user', 'permissions', 'preferences'] as const) send(key);
  const usable = <K extends StartupKey>(key: K, answers: ReadonlyMap<StartupKey, Promise<unknown>>) => {
    if (now() - sentAt > PREFETCH_FRESH_MS) return undefined;
    // A session answer belongs to the token it was sent with: after a sign-out and a new sign-in it is not ours.
    if (key !== 'tenant' && tokenStore.accessToken() !== token) return undefined;
    // The maps hold each key's own call's promise (set by `send(key)` above).
    return answers.get(key) as Promise<StartupAnswers[K]> | undefined;
  };
  return {
    take: (key) => {
      const answer = usable(key, pending);
      pending.delete(key);
      return answer;
    },
    peek: (key) => usable(key, sent),
    ...(early === undefined ? {} : { early }),
  };
};

/** The early answer when there is one that succeeded, else `call()` (the actor's own request). */
export const earlyOr = <A>(early: Promise<A> | undefined, call: () => Promise<A>): Promise<A> => (early === undefined ? call() : early.catch(() => call()));
