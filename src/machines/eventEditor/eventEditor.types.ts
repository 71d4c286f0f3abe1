import type { EventStatus } from '../../api/calendarEvents.ts';
import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { ErrorTag, FieldErrors } from '../generic/errorTag.ts';

/** A picked attendee: a profile or a user, with the label the picker showed. */
export type AttendeeDraft = { readonly kind: 'profile' | 'user'; readonly id: number; readonly name: string };

/** Every field of a calendar event the editor changes (spec §3), as the form holds them. */
export type EventDraft = {
  readonly calendarId: number | null;
  readonly summary: string;
  readonly description: string;
  readonly start: string | null;
  readonly end: string | null;
  /** Minutes; kept so that moving the start keeps the length (spec §4). */
  readonly duration: number;
  readonly allDay: boolean;
  readonly busy: boolean;
  readonly private: boolean;
  readonly type: string | null;
  /** Confirmed, tentative or cancelled; absent on a draft built before the form held it, read as confirmed. */
  readonly status?: EventStatus;
  readonly attendees: readonly AttendeeDraft[];
};

/** Fields changed with `field.change`; timing has its own events because of the §4 rules. */
export type PlainField = Exclude<keyof EventDraft, 'start' | 'end' | 'duration'>;

export type EventEditorInput = {
  readonly draft: EventDraft;
  /** Where the event is stored today; null when creating. */
  readonly original: { readonly calendarId: number; readonly eventId: number } | null;
  /**
   * The form's own rules (eventDraftRules.ts through the screen's words): a save they refuse stays here with the
   * messages at the fields, as the other forms do, instead of asking the server. None: every draft is sent.
   */
  readonly validate?: (draft: EventDraft) => FieldErrors;
};

export type EventEditorContext<Saved> = EventEditorInput & {
  readonly fieldErrors: FieldErrors;
  /** Why the last change or save was refused (the no-resize rule), by the guard here or by the server's 409. */
  readonly refusal: MessageDescriptor | null;
  readonly errorTag: ErrorTag | null;
  readonly saved: Saved | null;
};

export type SaveRequest = { readonly draft: EventDraft; readonly original: EventEditorInput['original'] };
export type MoveRequest = { readonly calendarId: number; readonly eventId: number; readonly destination: number };

export type EventEditorEvent =
  | { type: 'field.change'; field: PlainField; value: EventDraft[PlainField] }
  | { type: 'start.change'; value: string | null }
  | { type: 'end.change'; value: string | null }
  | { type: 'save' }
  | { type: 'dismiss' };
