import type { Vacation, VacationInput, VacationTypeKey, VacationUpdate } from '../../api/vacations.ts';
import { afterOrEqual } from '../../domain/validation/dateOrder.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

/**
 * What the request form edits. Whole-day requests are typed as dates and sent as the first and last second of
 * those days (the contract's all-day period); part-day ones as date-times.
 */
export type VacationFormValues = {
  userId: string | null;
  userName: string | null;
  type: string | null;
  typeDescription: string;
  allDay: boolean;
  start: string | null;
  end: string | null;
  notes: string;
};

export const emptyVacation = (prefill: { start?: string | null; end?: string | null } = {}): VacationFormValues => {
  const start = prefill.start ?? null;
  const end = prefill.end ?? null;
  const allDay = start !== null && start.length === 10;
  return { userId: null, userName: null, type: null, typeDescription: '', allDay, start, end, notes: '' };
};

const dayOf = (wall: string): string => wall.slice(0, 10);

export const vacationToValues = (v: Vacation): VacationFormValues => ({
  userId: String(v.user.id),
  userName: v.user.name,
  type: v.type,
  typeDescription: v.typeDescription ?? '',
  allDay: v.allDay,
  start: v.allDay ? dayOf(v.start) : v.start,
  end: v.allDay ? dayOf(v.end) : v.end,
  notes: v.notes ?? '',
});

/** Switching between whole days and hours keeps the days chosen. */
export const withAllDay = (values: VacationFormValues, allDay: boolean): Pick<VacationFormValues, 'allDay' | 'start' | 'end'> => ({
  allDay,
  start: values.start === null ? null : allDay ? dayOf(values.start) : `${dayOf(values.start)} 09:00:00`,
  end: values.end === null ? null : allDay ? dayOf(values.end) : `${dayOf(values.end)} 13:00:00`,
});

/** The period as the contract wants it, or null while incomplete. */
export const periodOf = (values: Pick<VacationFormValues, 'allDay' | 'start' | 'end'>): { start: string; end: string } | null => {
  if (values.start === null || values.end === null) return null;
  return values.allDay ? { start: `${dayOf(values.start)} 00:00:00`, end: `${dayOf(values.end)} 23:59:59` } : { start: values.start, end: values.end };
};

const common = (values: VacationFormValues) => ({
  type: (values.type ?? 'vacation') as VacationTypeKey,
  typeDescription: values.typeDescription.trim() === '' ? null : values.typeDescription.trim(),
  allDay: values.allDay,
  notes: values.notes.trim() === '' ? null : values.notes.trim(),
  ...(periodOf(values) ?? { start: '', end: '' }),
});

export const createVacationBody = (values: VacationFormValues): VacationInput => ({
  ...common(values),
  ...(values.userId !== null ? { userId: Number(values.userId) } : {}),
});

export const updateVacationBody = (values: VacationFormValues): VacationUpdate => common(values);

export const vacationRules: FormSchema<keyof VacationFormValues> = {
  type: [required],
  start: [required],
  end: [required, afterOrEqual({ field: 'start' })],
};
