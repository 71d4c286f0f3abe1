import { moveEnd, moveStart, timingFromStart } from '../../domain/eventTiming.ts';
import type { EventDraft } from './eventEditor.types.ts';

// The timing rules of spec §4 on a draft: pure, shared by the editor and by drag and resize in the views.

/** Vacation and permission types keep their length (spec §4). */
export const FIXED_LENGTH_TYPES: ReadonlySet<string> = new Set(['vacation', 'permission', 'vacations_and_permissions']);

export const hasFixedLength = (type: string | null): boolean => type !== null && FIXED_LENGTH_TYPES.has(type);

/** New start: the end follows, keeping the duration (default 30 minutes when there was no start yet). */
export const withStart = (draft: EventDraft, start: string | null): EventDraft => {
  if (start === null) return { ...draft, start };
  if (draft.start === null || draft.end === null) return { ...draft, ...timingFromStart(start, draft.duration) };
  return { ...draft, ...moveStart({ start: draft.start, end: draft.end, duration: draft.duration }, start) };
};

/** New end: the duration is recomputed from the start. */
export const withEnd = (draft: EventDraft, end: string | null): EventDraft => {
  if (end === null || draft.start === null) return { ...draft, end };
  return { ...draft, ...moveEnd({ start: draft.start, end: draft.end ?? end, duration: draft.duration }, end) };
};

/** Whether setting `end` changes the length of the event. */
export const resizes = (draft: EventDraft, end: string | null): boolean => end !== draft.end && draft.start !== null;
