import { Effect } from 'effect';
import { getMyCalendarFeed, enableMyCalendarFeed, revokeMyCalendarFeed } from '../../api/calendarFeed.ts';
import { listCalendarResources, listCalendars, listFullcalendarEvents } from '../../api/calendars.ts';
import { listMyCalendars, subscribeToCalendar, unsubscribeFromCalendar, updateMyCalendar } from '../../api/calendarSubscriptions.ts';
import type { ApiClient } from '../../api/client.ts';
import { call } from '../../api/effect.ts';
import type { ApiError } from '../../api/errors.ts';
import type { ResultOf } from '../../api/operationTypes.ts';
import { commandLogic } from '../generic/command.logic.ts';
import { remoteValueLogic } from '../generic/remoteValue.logic.ts';

// The calendar screens (src/ui/calendar): the user's calendars and their side list, the events of the view, the
// private iCalendar address, and the timeline's people and companies. The event editor's calls are in
// src/machines/eventEditor/eventEditor.logic.ts.

type FullcalendarEvent = ResultOf<'listFullcalendarEvents'>['items'][number];

/** The user's calendars and subscriptions; the input is the screen's reload count (a new one reads them again). */
export const myCalendars = remoteValueLogic((client, _reload: number) => Effect.map(listMyCalendars(client, { pageSize: 100 }), (page) => page.items));

const PAGE_SIZE = 500;

/** Every event of the user's selected calendars in the range: the app asks for 500 a page and follows `last_page`. */
export const fetchAllEvents = async (client: ApiClient, range: { start: string; end: string }): Promise<FullcalendarEvent[]> => {
  const all: FullcalendarEvent[] = [];
  for (let page = 1; ; page += 1) {
    const result = await Effect.runPromise(listFullcalendarEvents(client, { start: range.start, end: range.end, page, pageSize: PAGE_SIZE }));
    all.push(...result.items);
    if (page >= result.meta.lastPage) return all;
  }
};

export type CalendarOption = { readonly value: string; readonly label: string };

/**
 * Colleagues' calendars the user may subscribe to (not their own). Nothing is asked without the permission; `known`
 * (the calendars already in the side list) only makes the screen read them again after a change.
 */
export const subscribableCalendars = remoteValueLogic(
  (client, input: { readonly canSubscribe: boolean; readonly userId: number | null; readonly known: string }): Effect.Effect<readonly CalendarOption[], ApiError> =>
    input.canSubscribe
      ? Effect.map(listCalendars(client, { types: ['user'], pageSize: 100 }), (page) =>
          page.items.filter((c) => c.owner?.id !== input.userId).map((c) => ({ value: String(c.id), label: c.owner ? `${c.owner.name} · ${c.name}` : c.name })),
        )
      : Effect.succeed([]),
);

// The side list's commands: show or hide a calendar's events, subscribe to a colleague's calendar, unsubscribe.
export type CalendarCommand =
  | { readonly kind: 'show'; readonly subscriptionId: number; readonly selected: boolean; readonly name: string }
  | { readonly kind: 'subscribe'; readonly calendarId: number; readonly name: string }
  | { readonly kind: 'unsubscribe'; readonly subscriptionId: number; readonly name: string };

export const calendarCommands = commandLogic((client, command: CalendarCommand): Effect.Effect<void, ApiError> => {
  switch (command.kind) {
    case 'show':
      // Shown calendars are listed too: `selected` (events in the view) and `visible` (in the list) move together.
      return Effect.asVoid(updateMyCalendar(client, command.subscriptionId, { selected: command.selected, visible: true }));
    case 'subscribe':
      // An already known calendar answers 200 with the existing subscription: nothing changes (spec §4).
      return Effect.asVoid(subscribeToCalendar(client, { calendarId: command.calendarId }));
    case 'unsubscribe':
      return unsubscribeFromCalendar(client, command.subscriptionId);
  }
});

export type FeedCommand = { readonly kind: 'enable' } | { readonly kind: 'revoke' };
export type FeedState = { readonly enabled: boolean; readonly url: string | null };

/** Whether the private iCalendar address exists (its address is shown only when made). */
export const calendarFeed = remoteValueLogic((client): Effect.Effect<FeedState, ApiError> => Effect.map(getMyCalendarFeed(client), (feed) => ({ enabled: feed.enabled, url: null })));

/** Make (or replace) the address, read once; or revoke it. */
export const feedCommands = commandLogic(
  (client, command: FeedCommand): Effect.Effect<FeedState, ApiError> =>
    command.kind === 'enable'
      ? Effect.map(enableMyCalendarFeed(client), (feed) => ({ enabled: true, url: feed.url ?? null }))
      : Effect.as(revokeMyCalendarFeed(client), { enabled: false, url: null }),
);

export type TimelineCompany = { readonly id: number; readonly name: string };

/** The companies the timeline can filter by; nothing is asked without companies.viewAny. */
export const timelineCompanies = remoteValueLogic(
  (client, canList: boolean): Effect.Effect<readonly TimelineCompany[], ApiError> =>
    canList
      ? Effect.map(
          call((signal) => client.GET('/companies', { params: { query: { pageSize: 100 } }, signal })),
          (page) => page.items.map((c) => ({ id: c.id, name: c.name })),
        )
      : Effect.succeed([]),
);

export type TimelineQuery = { readonly start: string; readonly end: string; readonly companyIds: readonly number[]; readonly reload: number };

/** The timeline's people with their events in the range (all companies when none is chosen); `reload` reads again. */
export const timelinePeople = remoteValueLogic((client, query: TimelineQuery) =>
  Effect.map(
    listCalendarResources(client, { start: query.start, end: query.end, pageSize: 100, ...(query.companyIds.length > 0 ? { companyIds: [...query.companyIds] } : {}) }),
    (page) => page.items,
  ),
);
