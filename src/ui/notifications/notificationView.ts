import type { AppNotification } from '../../api/notifications.ts';
import type { DateFormatter } from '../../domain/dateFormat.ts';
import { periodText as vacationPeriodText } from '../components/vacations/vacationPeriod.ts';

// What a notification says and where it leads, from its data (the server stores no text: both languages work).
// `params` arrive camelized like every answer (`previous_start` → `previousStart`).

/** A leave request's period; whole days read as days, not 00:00 – 23:59. */
export type NotifiedPeriod = { readonly start: string; readonly end: string; readonly allDay: boolean };

export type NotificationView = {
  /** Key in the `notifications` namespace. */
  readonly textKey: string;
  readonly values: Readonly<Record<string, string>>;
  /** The record's screen. */
  readonly href: string;
  /** The period of a leave request (wire date-times), shown under the text. */
  readonly period: NotifiedPeriod | null;
  /** A decision that changed the period: the one asked for (old → `period`). */
  readonly previousPeriod: NotifiedPeriod | null;
  /** The approver's note of a decision (a rejection's reason). */
  readonly note: string | null;
};

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export const notificationHref = (n: Pick<AppNotification, 'recordType' | 'recordId'>): string => {
  switch (n.recordType) {
    case 'vacation':
      return `/vacations/${n.recordId}/edit`;
    case 'sample':
      return `/samples/${n.recordId}`;
    case 'task':
      return `/tasks/${n.recordId}/edit`;
    case 'proposal':
      return `/proposals/${n.recordId}`;
  }
};

// `pending`: a decided leave request put back to pending (its requester hears it waits again); `in_evaluation` and
// `draft`: a decided sample re-evaluated, or changed after its approval (its agent and author hear it waits again).
const DECISIONS = new Set(['accepted', 'modified', 'rejected', 'pending', 'approved', 'denied', 'in_evaluation', 'draft']);

export const notificationView = (n: AppNotification): NotificationView => {
  const p = n.params;
  const values = { actor: text(p.actor), label: text(p.label), requester: text(p.requester), type: text(p.type) };
  const status = text(p.status);
  const decided = DECISIONS.has(status) ? status : 'other';
  const period = typeof p.start === 'string' && typeof p.end === 'string' ? { start: p.start, end: p.end, allDay: p.allDay === true } : null;
  const textKey = n.kind === 'vacation.decided' || n.kind === 'sample.decided' ? `kinds.${n.kind}.${decided}` : `kinds.${n.kind}`;
  const previousPeriod =
    typeof p.previousStart === 'string' && typeof p.previousEnd === 'string' ? { start: p.previousStart, end: p.previousEnd, allDay: p.previousAllDay === true } : null;
  const note = typeof p.note === 'string' && p.note !== '' ? p.note : null;
  return { textKey, values, href: notificationHref(n), period, previousPeriod, note };
};

/**
 * The period as every leave screen writes it (one rule, vacationPeriod.ts): "21/12/2026 – 22/12/2026" for whole days,
 * "16/12/2026 09:00–13:00" within a day; the bell's own copy wrote the day twice ("16/12/2026 09:00 – 16/12/2026 13:00").
 */
export const periodText = (dates: DateFormatter, period: NotifiedPeriod): string => vacationPeriodText(dates, period);
