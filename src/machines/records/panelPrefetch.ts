import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { PREFETCH_FRESH_MS } from '../../api/startupPrefetch.ts';
import { createTokenStore } from '../../api/tokenStore.ts';

// The dashboard panels' reads, sent as soon as the session is known instead of when the panels first render (issue
// 36 point 4): with a stored session the entry sends them while i18n, the shell and React are still starting
// (src/ui/dashboard/dashboardPrefetch.ts), and each panel's first load adopts its answer. As with the session's own
// early calls (src/api/startupPrefetch.ts), an answer is taken once, only while fresh and only under the token it was
// sent with; a failed one is sent again by the panel, so errors, retries and reloads behave as without it.

// `value` is set once the answer has arrived (a panel mounted after that renders it in its first commit).
type Pending = { readonly answer: Promise<unknown>; readonly sentAt: number; readonly token: string | undefined; value?: { readonly answer: unknown } };

export type PanelPrefetchDeps = {
  /** The access token the app holds now (a sign-out or a refresh changes it). */
  readonly token: () => string | undefined;
  readonly now: () => number;
};

/** A panel's read that can be sent early: `load` adopts an early answer for the same arguments, `prefetch` sends one. */
export type Prefetchable<Args extends readonly unknown[], A, E> = {
  readonly load: (client: ApiClient, ...args: Args) => Effect.Effect<A, E>;
  readonly prefetch: (client: ApiClient, ...args: Args) => void;
  /**
   * The early answer for these arguments if it has already arrived, so the panel starts with its rows instead of a
   * skeleton and a second render; else undefined, and `load` waits for it as before. Not taken: a render may be
   * thrown away and done again (React drops a render that suspends, or whose commit it held back and then redid), and
   * the render done again must find it too. The panel that showed it takes it with `adopt` once mounted.
   */
  readonly arrived: (...args: Args) => A | undefined;
  /** The panel that mounted with the arrived answer has it: taken, so a later load (a reload) reads again. */
  readonly adopt: (...args: Args) => void;
};

export const createPanelPrefetch = ({ token, now }: PanelPrefetchDeps) => {
  const pending = new Map<string, Pending>();
  // Reads a panel has made already: an early answer arriving later would only be a stale copy for a later visit.
  const loaded = new Set<string>();
  const usable = (entry: Pending | undefined): entry is Pending => entry !== undefined && now() - entry.sentAt <= PREFETCH_FRESH_MS && entry.token === token();
  const take = (key: string): Promise<unknown> | undefined => {
    const entry = pending.get(key);
    pending.delete(key);
    loaded.add(key);
    return usable(entry) ? entry.answer : undefined;
  };
  const peekArrived = (key: string): { readonly answer: unknown } | undefined => {
    const entry = pending.get(key);
    return usable(entry) ? entry.value : undefined;
  };
  /** `name` and `keyOf(args)` tell which early answer a load may adopt: the one sent with the same arguments. */
  const prefetchable = <Args extends readonly unknown[], A, E>(
    name: string,
    keyOf: (...args: Args) => string,
    read: (client: ApiClient, ...args: Args) => Effect.Effect<A, E>,
  ): Prefetchable<Args, A, E> => ({
    load: (client, ...args) =>
      Effect.suspend(() => {
        // Sent by `prefetch` below under the same key, so by `read` with the same arguments: its answer is an A.
        const early = take(`${name}:${keyOf(...args)}`) as Promise<A> | undefined;
        if (early === undefined) return read(client, ...args);
        return Effect.catch(Effect.tryPromise({ try: () => early, catch: (cause) => cause }), () => read(client, ...args));
      }),
    prefetch: (client, ...args) => {
      const key = `${name}:${keyOf(...args)}`;
      if (loaded.has(key)) return;
      const answer = Effect.runPromise(read(client, ...args));
      const entry: Pending = { answer, sentAt: now(), token: token() };
      // A failure is handled now: it only means the panel calls again.
      answer.then((value) => {
        entry.value = { answer: value };
      }, () => undefined);
      pending.set(key, entry);
    },
    // Sent by `prefetch` with the same arguments, so by `read`: an A.
    arrived: (...args) => peekArrived(`${name}:${keyOf(...args)}`)?.answer as A | undefined,
    adopt: (...args) => {
      take(`${name}:${keyOf(...args)}`);
    },
  });
  return { prefetchable };
};

/** The app's: the token as the app stores it (read when used, so importing this touches no storage). */
export const panelPrefetch = createPanelPrefetch({ token: () => createTokenStore(localStorage).accessToken(), now: () => Date.now() });
