import ical, { ICalEventBusyStatus, ICalEventStatus } from 'ical-generator';
import { addMinutesToWallClock, wallClockAt } from '../../time.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import { message } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import { eventSummary, untitledEvent } from '../events/present.ts';
import type { EventRow } from '../events/repository.ts';

// Events → an iCalendar document (RFC 5545). Times go out in UTC, converted from the tenant's wall clock, because a
// TZID needs a VTIMEZONE block that the generator cannot write by itself; all-day events go out as dates.

const WALL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

const naiveUtc = (wall: string): number => {
  const m = WALL.exec(wall);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
};

/** The instant at which the wall clock of `timeZone` reads `wall` (the later reading in a DST gap or overlap). */
export const wallToInstant = (wall: string, timeZone: string): Date => {
  const target = naiveUtc(wall);
  let instant = target;
  for (let i = 0; i < 3; i += 1) {
    const offset = naiveUtc(wallClockAt(timeZone, new Date(instant))) - instant;
    const next = target - offset;
    if (next === instant) break;
    instant = next;
  }
  return new Date(instant);
};

const dateOnly = (wall: string): Date => new Date(naiveUtc(`${wall.slice(0, 10)} 00:00:00`));

export type FeedEvent = { readonly event: EventRow; readonly masked: boolean };

export const icsDocument = (options: {
  readonly name: string;
  /** The feed owner's: titles the server words (a private event's "Busy", a leave's kind, "Untitled event"). */
  readonly language: Language;
  readonly timeZone: string;
  readonly host: string;
  readonly events: readonly FeedEvent[];
}): string => {
  const { language } = options;
  const calendar = ical({ name: options.name, prodId: { company: 'Bottega', product: 'calendar', language: language.toUpperCase() }, ttl: 60 * 15 });
  const busy = renderMessage(message('events.busy'), language);
  for (const { event: e, masked } of options.events) {
    const own = eventSummary(e, language);
    const summary = masked ? busy : own !== null && own.trim() !== '' ? own : untitledEvent(language);
    // An all-day event is stored to 00:00 of the day after (exclusive); older rows may still end at 23:59:59.
    const allDayEnd = e.end.slice(11) === '00:00:00' && e.end.slice(0, 10) > e.start.slice(0, 10) ? e.end : addMinutesToWallClock(`${e.end.slice(0, 10)} 00:00:00`, 24 * 60);
    calendar.createEvent({
      id: `event-${e.id}@${options.host}`,
      summary,
      ...(masked || e.description === null ? {} : { description: e.description }),
      allDay: e.allDay,
      start: e.allDay ? dateOnly(e.start) : wallToInstant(e.start, options.timeZone),
      end: e.allDay ? dateOnly(allDayEnd) : wallToInstant(e.end, options.timeZone),
      busystatus: e.busy ? ICalEventBusyStatus.BUSY : ICalEventBusyStatus.FREE,
      status: e.status === 'cancelled' ? ICalEventStatus.CANCELLED : e.status === 'tentative' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      stamp: wallToInstant(e.updatedAt, options.timeZone),
    });
  }
  return calendar.toString();
};
