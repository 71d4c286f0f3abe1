import '@schedule-x/theme-default/dist/index.css';
import { createViewDay, createViewList, createViewMonthGrid, createViewWeek, type CalendarEventExternal } from '@schedule-x/calendar';
import { ScheduleXCalendar, useCalendarApp } from '@schedule-x/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { useTheme } from '../app/useTheme.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { changeQueue } from './changeQueue.ts';
import { slotAtTime, slotOnDay, type EventSlot } from '../../machines/eventEditor/eventSlot.ts';
import { eventAccessibleName } from './eventAccessibleName.ts';
import { colourCalendar, HOLIDAY_SX_CALENDAR, REJECTED_SX_CALENDAR, type SxEventParts } from './scheduleXEvents.ts';
import { watchScheduleXAria } from './scheduleXAria.ts';
import { watchScheduleXChanges, type Shift } from './scheduleXChanges.ts';
import { watchFirstScroll } from './scheduleXScroll.ts';

export type WallRange = { readonly start: string; readonly end: string };

export type ScheduleXViewProps = {
  readonly timeZone: string;
  readonly locale: string;
  /** 1 = Monday … 7 = Sunday (Temporal's numbering). */
  readonly firstDayOfWeek: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  readonly colours: readonly string[];
  readonly fetchEvents: (range: WallRange) => Promise<readonly SxEventParts[]>;
  readonly onOpen: (event: { calendarId: number; eventId: number }) => void;
  /** A move or resize asked by drag or keyboard; resolves with the event as saved, or null when nothing changed. */
  readonly onChange: (event: { calendarId: number; eventId: number }, shift: Shift) => Promise<SxEventParts | null>;
  /**
   * A click on an empty time of the week or day view (a timed event there) or on a day of the month view or the
   * all-day row (an all-day event); without it (no `events.create`) such clicks do nothing.
   */
  readonly onCreate?: (slot: EventSlot) => void;
};

const wall = (value: { toPlainDateTime: () => { toString: () => string } }): string => value.toPlainDateTime().toString().replace('T', ' ').slice(0, 19);

const HINT_ID = 'calendar-change-hint';

const pad = (text: string): string => (text.length === 16 ? `${text}:00` : text);

/** Our event as Schedule-X wants it: zoned date-times for timed events, plain dates for all-day ones. */
const toSxEvent = (part: SxEventParts, timeZone: string): CalendarEventExternal => {
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

/** Schedule-X (day, week, month and list views) on the events of the user's selected calendars. */
const ScheduleXView = ({ timeZone, locale, firstDayOfWeek, colours, fetchEvents, onOpen, onChange, onCreate }: ScheduleXViewProps) => {
  const { t } = useTranslation('calendar');
  const root = useRef<HTMLDivElement>(null);
  // The events on show by Schedule-X id, for the drag and keyboard changes (which need ours and the flags).
  const shown = useRef(new Map<string, SxEventParts>());
  const enqueue = useRef(changeQueue());
  // Schedule-X keeps the callbacks it was made with: they read the latest onCreate through this.
  const create = useRef(onCreate);
  useEffect(() => {
    create.current = onCreate;
  });
  const startAt = (slot: EventSlot | null) => {
    if (slot !== null) create.current?.(slot);
  };
  // The all-day row tells only of a press on one of its empty cells: the click that ends it there opens (below).
  const pressedDay = useRef<{ readonly day: string; readonly target: EventTarget | null } | null>(null);
  const toSx = (part: SxEventParts): CalendarEventExternal => toSxEvent(part, timeZone);
  const theme = useTheme();
  const app = useCalendarApp({
    isDark: theme === 'dark',
    views: [createViewDay(), createViewWeek(), createViewMonthGrid(), createViewList()],
    defaultView: 'week',
    locale,
    firstDayOfWeek,
    timezone: timeZone,
    calendars: { ...Object.fromEntries(colours.map((hex) => [colourCalendar(hex).colorName, colourCalendar(hex)])), [REJECTED_SX_CALENDAR.colorName]: REJECTED_SX_CALENDAR, [HOLIDAY_SX_CALENDAR.colorName]: HOLIDAY_SX_CALENDAR },
    callbacks: {
      fetchEvents: async (range) => {
        const parts = await fetchEvents({ start: wall(range.start), end: wall(range.end) });
        shown.current = new Map(parts.map((part) => [part.id, part]));
        return parts.map(toSx);
      },
      onEventClick: (event) => {
        const calendarId: unknown = event['bottegaCalendarId'];
        const eventId: unknown = event['bottegaEventId'];
        // A holiday (calendar 0) is no record: nothing to open.
        if (typeof calendarId === 'number' && typeof eventId === 'number' && calendarId > 0) onOpen({ calendarId, eventId });
      },
      // Clicks on events do not reach these (Schedule-X stops them), nor does the click that ends a drag (scheduleXChanges.ts).
      onClickDateTime: (dateTime) => startAt(slotAtTime(wall(dateTime))),
      onClickDate: (date) => startAt(slotOnDay(date.toString())),
      onMouseDownDateGridDate: (date, e) => {
        pressedDay.current = { day: date.toString(), target: e.target };
      },
    },
  });
  const dates = useDateFormat();
  useEffect(() => {
    if (!root.current) return undefined;
    const nameOf = (id: string) => {
      const part = shown.current.get(id);
      return part === undefined ? undefined : eventAccessibleName(part, dates);
    };
    return watchScheduleXAria(root.current, HINT_ID, nameOf, t('view.scrollArea'));
  }, [app, dates, t]);
  useEffect(() => (root.current ? watchFirstScroll(root.current) : undefined), [app]);
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const onClick = (e: MouseEvent) => {
      const pressed = pressedDay.current;
      pressedDay.current = null;
      const slot = pressed !== null && e.target === pressed.target ? slotOnDay(pressed.day) : null;
      if (slot !== null) create.current?.(slot);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);
  // Schedule-X keeps its own theme: it follows a switch made while the calendar is open.
  useEffect(() => {
    if (app && app.getTheme() !== theme) app.setTheme(theme);
  }, [app, theme]);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  useEffect(() => {
    if (!root.current) return undefined;
    return watchScheduleXChanges(root.current, {
      lookup: (id) => shown.current.get(id),
      onChange: (id, shift) => {
        void enqueue.current(async () => {
          const part = shown.current.get(id);
          if (!part) return;
          const saved = await change.current({ calendarId: part.calendarId, eventId: part.eventId }, shift);
          if (saved === null) return;
          shown.current.set(saved.id, saved);
          app?.events.update(toSxEvent(saved, timeZone));
        });
      },
    });
  }, [app, timeZone]);
  return (
    <div ref={root} data-testid="schedule-x" data-creates={onCreate ? '' : undefined} className={css({
        minH: '600px',
        // Schedule-X's grey for day names and hours is fixed at :root (its dark theme keeps it, below 4.5:1 there):
        // ours follows the theme.
        '--sx-color-neutral': 'var(--colors-muted)',
        '& .sx-react-calendar-wrapper': { h: '720px', maxH: '80vh' },
        '& .sx__event': { userSelect: 'none' },
        // An empty time or day opens a new event there (onCreate). The all-day row keeps an empty line under its events
        // (Schedule-X's spacer, meant for its paid draw plugin): without one, a week with no all-day event has no row to click.
        '&[data-creates]': { '--sx-draw-plugin-spacer-display': 'block', '--sx-draw-plugin-spacer': '1.25rem' },
        '&[data-creates] :is(.sx__time-grid-day, .sx__month-grid-day, .sx__date-grid-cell, .sx__date-grid-day .sx__spacer)': { cursor: 'pointer' },
        // The bottom edge of a timed event resizes it (scheduleXChanges.ts, RESIZE_EDGE_PX).
        '& .sx__time-grid-event::after': { content: '""', position: 'absolute', insetInline: '0', bottom: '0', h: '8px', cursor: 'ns-resize' },
        '& [data-dragging]': { opacity: '0.85', zIndex: '10', cursor: 'grabbing', boxShadow: 'md' },
      })}>
      <ScheduleXCalendar calendarApp={app} />
      <p id={HINT_ID} className={css({ textStyle: 'small', color: 'muted', mt: '2' })}>
        {t('calendar:view.changeHint')}
      </p>
    </div>
  );
};

export default ScheduleXView;
