import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { subscribeToCalendar, unsubscribeFromCalendar, updateMyCalendar } from '../../api/calendarSubscriptions.ts';
import type { ApiError } from '../../api/errors.ts';

// The side list's commands: show or hide a calendar's events, subscribe to a colleague's calendar, unsubscribe.

export type CalendarCommand =
  | { readonly kind: 'show'; readonly subscriptionId: number; readonly selected: boolean; readonly name: string }
  | { readonly kind: 'subscribe'; readonly calendarId: number; readonly name: string }
  | { readonly kind: 'unsubscribe'; readonly subscriptionId: number; readonly name: string };

export const runCalendarCommand =
  (client: ApiClient) =>
  (command: CalendarCommand): Effect.Effect<void, ApiError> => {
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
  };
