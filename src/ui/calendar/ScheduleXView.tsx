import '@schedule-x/theme-default/dist/index.css';
import { createViewDay, createViewList, createViewMonthGrid, createViewWeek, type CalendarEventExternal } from '@schedule-x/calendar';
import { ScheduleXCalendar, useCalendarApp } from '@schedule-x/react';
import { useEffect, useRef } from 'react';
import { css } from '../../../styled-system/css/index.mjs';
import { colourCalendar, type SxEventParts } from './scheduleXEvents.ts';
import { watchScheduleXAria } from './scheduleXAria.ts';

export type WallRange = { readonly start: string; readonly end: string };

export type ScheduleXViewProps = {
  readonly timeZone: string;
  readonly locale: string;
  /** 1 = Monday … 7 = Sunday (Temporal's numbering). */
  readonly firstDayOfWeek: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  readonly colours: readonly string[];
  readonly fetchEvents: (range: WallRange) => Promise<readonly SxEventParts[]>;
  readonly onOpen: (event: { calendarId: number; eventId: number }) => void;
};

const wall = (value: { toPlainDateTime: () => { toString: () => string } }): string => value.toPlainDateTime().toString().replace('T', ' ').slice(0, 19);

const pad = (text: string): string => (text.length === 16 ? `${text}:00` : text);

/** Schedule-X (day, week, month and list views) on the events of the user's selected calendars. */
const ScheduleXView = ({ timeZone, locale, firstDayOfWeek, colours, fetchEvents, onOpen }: ScheduleXViewProps) => {
  const root = useRef<HTMLDivElement>(null);
  const toSx = (part: SxEventParts): CalendarEventExternal => {
    const T = globalThis.Temporal;
    return {
      id: part.id,
      title: part.title,
      calendarId: part.colourKey,
      start: part.allDay ? T.PlainDate.from(part.start) : T.PlainDateTime.from(pad(part.start).replace(' ', 'T')).toZonedDateTime(timeZone),
      end: part.allDay ? T.PlainDate.from(part.end) : T.PlainDateTime.from(pad(part.end).replace(' ', 'T')).toZonedDateTime(timeZone),
      bottegaCalendarId: part.calendarId,
      bottegaEventId: part.eventId,
    };
  };
  const app = useCalendarApp({
    views: [createViewDay(), createViewWeek(), createViewMonthGrid(), createViewList()],
    defaultView: 'week',
    locale,
    firstDayOfWeek,
    timezone: timeZone,
    calendars: Object.fromEntries(colours.map((hex) => [colourCalendar(hex).colorName, colourCalendar(hex)])),
    callbacks: {
      fetchEvents: async (range) => (await fetchEvents({ start: wall(range.start), end: wall(range.end) })).map(toSx),
      onEventClick: (event) => {
        const calendarId: unknown = event['bottegaCalendarId'];
        const eventId: unknown = event['bottegaEventId'];
        if (typeof calendarId === 'number' && typeof eventId === 'number') onOpen({ calendarId, eventId });
      },
    },
  });
  useEffect(() => (root.current ? watchScheduleXAria(root.current) : undefined), [app]);
  return (
    <div ref={root} data-testid="schedule-x" className={css({ minH: '600px', '& .sx-react-calendar-wrapper': { h: '720px', maxH: '80vh' } })}>
      <ScheduleXCalendar calendarApp={app} />
    </div>
  );
};

export default ScheduleXView;
