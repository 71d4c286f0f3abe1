import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';
import type { EventDraft } from '../../machines/eventEditor/eventEditor.types.ts';

/**
 * What an event needs before it is sent (the contract's required fields): a calendar to live in and a start. The
 * end may stay empty (the default length follows the start, spec §3).
 */
export const EVENT_DRAFT_RULES: FormSchema<Extract<keyof EventDraft, string>> = {
  calendarId: [required],
  start: [required],
};
