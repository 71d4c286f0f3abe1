import { Effect } from 'effect';
import { listFullcalendarEvents } from '../../api/calendars.ts';
import { createApiClient, type ApiClient, type FetchFn } from '../../api/client.ts';
import { adoptingEarlyAnswers, claimPanelReads } from '../../api/earlyAnswers.ts';
import type { EarlyStartupCalls } from '../../api/startupPrefetch.ts';
import type { Page } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';
import type { Schema } from '../../api/operationTypes.ts';
import { listSamples, type Sample } from '../../api/samples.ts';
import { listTasks, type TaskListItem } from '../../api/tasks.ts';
import { createTokenStore, type TokenStore } from '../../api/tokenStore.ts';
import { listVacations, type Vacation } from '../../api/vacations.ts';
import { addMinutes } from '../../domain/dateTime.ts';
import { UPCOMING_DAYS } from '../../domain/constants/events.ts';
import { panelPrefetch } from './panelPrefetch.ts';

// The dashboard panels' reads (src/ui/dashboard): each can be sent early by the entry (src/ui/dashboard/dashboardPrefetch.ts)
// and adopted by the panel's first load (dashboard.logic.ts). Kept apart from the panels' list logic so the early reads'
// chunk stays small (build/signedInChunksPlugin.ts).

export type DashboardEvent = Schema<'FullcalendarEvent'>;
export type DashboardTask = TaskListItem;
export type PendingVacation = Vacation;
export type SampleToApprove = Sample;

// Effect.all runs one after the other unless told otherwise: a panel's two reads go out together.
const BOTH_AT_ONCE = { concurrency: 'unbounded' } as const;

/** Each panel shows a short list; the module screens show the rest. */
export const PANEL_SIZE = 10;

// Each read can be sent before the panel renders (panelPrefetch.ts): `x.load` is the panel's, `x.prefetch` the entry's.

// Wire date-times ("2026-11-29 09:00:00", or a day alone) order as text. `localeCompare` built an ICU collator for
// it on the dashboard's first load: 16 ms of its JavaScript (issue 36.4's profile), for an order no language changes.
const byStart = (a: { readonly start: string }, b: { readonly start: string }): number => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

/** Today's and the next days' events, in time order (wall-clock window in the tenant's zone). */
export const upcomingEvents = panelPrefetch.prefetchable('events', (today: string) => today, (client: ApiClient, today: string): Effect.Effect<Page<DashboardEvent>, ApiError> =>
  Effect.map(
    listFullcalendarEvents(client, {
      start: `${today} 00:00:00`,
      end: addMinutes(`${today} 23:59:59`, UPCOMING_DAYS * 24 * 60),
      pageSize: 50,
    }),
    (page) => ({ ...page, items: [...page.items].sort(byStart).slice(0, PANEL_SIZE) }),
  ));
export const loadUpcomingEvents = upcomingEvents.load;

/** My running tasks first, then my paused (open) ones. */
export const myOpenTasks = panelPrefetch.prefetchable('tasks', (userId: number) => String(userId), (client: ApiClient, userId: number): Effect.Effect<Page<DashboardTask>, ApiError> =>
  Effect.map(
    Effect.all([
      listTasks(client, { assigneeId: userId, status: 'started', pageSize: PANEL_SIZE }),
      listTasks(client, { assigneeId: userId, status: 'paused', pageSize: PANEL_SIZE }),
    ], BOTH_AT_ONCE),
    ([running, open]) => ({
      items: [...running.items, ...open.items].slice(0, PANEL_SIZE),
      meta: { ...open.meta, total: running.meta.total + open.meta.total },
    }),
  ));
export const loadMyOpenTasks = myOpenTasks.load;

/** Vacation requests waiting for a decision. */
export const pendingVacations = panelPrefetch.prefetchable('vacations', () => '', (client: ApiClient): Effect.Effect<Page<PendingVacation>, ApiError> =>
  listVacations(client, { status: 'pending', pageSize: PANEL_SIZE }));
export const loadPendingVacations = pendingVacations.load;

/** Samples waiting for a department's decision: not yet evaluated by both (draft or in evaluation). */
export const samplesToApprove = panelPrefetch.prefetchable('samples', () => '', (client: ApiClient): Effect.Effect<Page<SampleToApprove>, ApiError> =>
  Effect.map(
    Effect.all([
      listSamples(client, { status: 'in_evaluation', pageSize: PANEL_SIZE }),
      listSamples(client, { status: 'draft', pageSize: PANEL_SIZE }),
    ], BOTH_AT_ONCE),
    ([evaluating, drafts]) => ({
      items: [...evaluating.items, ...drafts.items].slice(0, PANEL_SIZE),
      meta: { ...drafts.meta, total: evaluating.meta.total + drafts.meta.total },
    }),
  ));
export const loadSamplesToApprove = samplesToApprove.load;

/** One panel's early read, with the arguments its panel will load with (dashboardPrefetch.ts decides which). */
export type PanelRead =
  | { readonly id: 'events'; readonly today: string }
  | { readonly id: 'tasks'; readonly userId: number }
  | { readonly id: 'vacations' }
  | { readonly id: 'samples' };

/** Sends one panel's read early; the panel's first load adopts its answer. */
export const sendPanelRead = (client: ApiClient, panelRead: PanelRead): void => {
  switch (panelRead.id) {
    case 'events':
      return upcomingEvents.prefetch(client, panelRead.today);
    case 'tasks':
      return myOpenTasks.prefetch(client, panelRead.userId);
    case 'vacations':
      return pendingVacations.prefetch(client);
    case 'samples':
      return samplesToApprove.prefetch(client);
  }
};

/** The app's stored tokens (read when called, so importing this touches no storage). */
export const appTokenStore = (): TokenStore => createTokenStore(localStorage);

/**
 * The client of the early reads: the app's (token, case, envelope), but one that never ends or refreshes the session.
 * The session's actor does not exist yet; a refused read only fails, and the panel's own call, made through the app's
 * client once the session runs, meets the refusal the usual way.
 */
export const prefetchClient = (baseUrl: string, tokenStore: TokenStore, fetch?: FetchFn): ApiClient =>
  createApiClient({
    baseUrl,
    ...(fetch === undefined ? {} : { fetch }),
    tokenStore: { ...tokenStore, write: () => undefined, clear: () => false },
    refresher: { refresh: () => Promise.resolve({ _tag: 'Failed', cause: 'no refresh before the session starts' }) },
    onSessionExpired: () => undefined,
  });

/**
 * The client of the early reads, adopting by URL those the page's head script sent (src/api/earlyAnswers.ts): when
 * the script has claimed them, once it has sent them; else the entry claims them and its reads go to the network.
 */
export const panelReadsClient = async (baseUrl: string, tokenStore: TokenStore, early: EarlyStartupCalls | undefined, fetch: FetchFn = (request) => globalThis.fetch(request)): Promise<ApiClient> => {
  await claimPanelReads(early);
  return prefetchClient(baseUrl, tokenStore, adoptingEarlyAnswers(fetch, early));
};
