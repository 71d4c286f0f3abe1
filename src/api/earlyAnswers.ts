import type { FetchFn } from './client.ts';
import type { EarlyStartupCalls } from './startupPrefetch.ts';

// The dashboard panels' reads sent by the page's second head script (build/startupPreloadPlugin.ts PANELS_CODE, issue
// 36 point 4), adopted by the entry's panel reads (src/ui/dashboard/dashboardPrefetch.ts) by URL: the script sends
// them as soon as the session's answers are in, while the entry is still arriving and being evaluated.

/**
 * Who sends the panels' reads. When the head script has claimed them, its promise (settled once they are sent);
 * else the entry claims them now (the script, should it run later, then sends none) and gets undefined.
 */
export const claimPanelReads = (early: EarlyStartupCalls | undefined): Promise<unknown> | undefined => {
  if (early === undefined) return undefined;
  if (early.panels !== undefined) return early.panels;
  early.panels = Promise.resolve();
  return undefined;
};

/**
 * `fetch`, answering a GET the head script has already sent (same path and query, same access token) with that
 * answer, once; anything else, and an early answer that failed, goes to the network. The answers are looked up when
 * asked for: the script adds them after the entry has taken its calls.
 */
export const adoptingEarlyAnswers = (fetch: FetchFn, early: EarlyStartupCalls | undefined): FetchFn => {
  if (early === undefined) return fetch;
  const adopted = new Set<string>();
  return (outgoing) => {
    const url = new URL(outgoing.url, 'http://localhost');
    const key = `${url.pathname}${url.search}`;
    const answer = early.answers[key];
    if (answer === undefined || adopted.has(key) || outgoing.method !== 'GET' || outgoing.headers.get('authorization') !== `Bearer ${early.token}`) return fetch(outgoing);
    adopted.add(key);
    return answer.catch(() => fetch(outgoing));
  };
};
