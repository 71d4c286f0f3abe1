import type { SalesReport, SalesReportContactType, SalesReportInput } from '../../api/salesReports.ts';
import { afterOrEqual } from '../../domain/validation/dateOrder.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

/** What the sales report form edits; the profile and agent pickers keep the chosen name beside the id. */
export type SalesReportFormValues = {
  date: string | null;
  profileId: string | null;
  profileName: string | null;
  /** The author ("agent"); empty when creating means the signed-in user, when editing the author stays (contract SalesReportInput.user_id). */
  userId: string | null;
  userName: string | null;
  contactType: SalesReportContactType;
  summary: string;
  notes: string;
  outcome: string;
  nextAction: string;
  nextActionAt: string | null;
  materialIds: readonly number[];
  interestIds: readonly number[];
};

/** A new report: dated today (the caller's local day, `YYYY-MM-DD`), a visit, for the profile given in the address. */
export const emptySalesReport = (today: string, profile?: { id: string; name: string | null }): SalesReportFormValues => ({
  date: today,
  profileId: profile?.id ?? null,
  profileName: profile?.name ?? null,
  userId: null,
  userName: null,
  contactType: 'visit',
  summary: '',
  notes: '',
  outcome: '',
  nextAction: '',
  nextActionAt: null,
  materialIds: [],
  interestIds: [],
});

export const salesReportToValues = (report: SalesReport): SalesReportFormValues => ({
  date: report.date,
  profileId: String(report.profile.id),
  profileName: report.profile.name,
  // An author deleted since reads as id 0: nobody to show, and nobody to send (the report keeps no author).
  userId: report.user.id > 0 ? String(report.user.id) : null,
  userName: report.user.id > 0 ? report.user.name : null,
  contactType: report.contactType,
  summary: report.summary,
  notes: report.notes ?? '',
  outcome: report.outcome ?? '',
  nextAction: report.nextAction ?? '',
  nextActionAt: report.nextActionAt,
  materialIds: report.materials.map((material) => material.id),
  interestIds: report.interests.map((interest) => interest.id),
});

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The request body; without an agent chosen the server decides the author (the signed-in user, or the report's own). */
export const salesReportBody = (values: SalesReportFormValues): SalesReportInput => ({
  date: values.date ?? '',
  profileId: Number(values.profileId),
  ...(values.userId !== null ? { userId: Number(values.userId) } : {}),
  contactType: values.contactType,
  summary: values.summary.trim(),
  notes: blankToNull(values.notes),
  outcome: blankToNull(values.outcome),
  nextAction: blankToNull(values.nextAction),
  nextActionAt: values.nextActionAt,
  materialIds: [...values.materialIds],
  interestIds: [...values.interestIds],
});

export const salesReportRules: FormSchema<keyof SalesReportFormValues> = {
  date: [required],
  profileId: [required],
  summary: [required],
  // The next action follows the contact: on its day or later (the server refuses it too).
  nextActionAt: [afterOrEqual({ field: 'date' })],
};

/** Adds or removes one id of a multiple choice, keeping the order the user picked in. */
export const toggleId = (ids: readonly number[], id: number, on: boolean): readonly number[] =>
  on ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((other) => other !== id);
