import { addDays } from '../../domain/dateTime.ts';
import type { EventDraft } from '../../machines/eventEditor/eventEditor.types.ts';
import { allDayLastDay } from './scheduleXEvents.ts';

// An all-day event in the form is its first and last day (dates only); the draft keeps the stored timing, from 00:00
// of the first day to 00:00 of the day after the last (spec §9), so the length and the rules see whole days.

export const allDayFirst = (draft: Pick<EventDraft, 'start'>): string | null => draft.start?.slice(0, 10) ?? null;

export const allDayLast = (draft: Pick<EventDraft, 'start' | 'end'>): string | null =>
  draft.start === null || draft.end === null ? null : allDayLastDay(draft.start, draft.end);

/** A first day chosen in the form, as the start the draft keeps. */
export const startOfFirstDay = (day: string | null): string | null => (day === null ? null : `${day} 00:00:00`);

/** A last day chosen in the form, as the exclusive end the draft keeps (00:00 of the day after). */
export const endOfLastDay = (day: string | null): string | null => (day === null ? null : addDays(`${day} 00:00:00`, 1));
