import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { listFullcalendarEvents } from '../../api/calendars.ts';
import type { FullcalendarEvent } from './calendarTypes.ts';

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
