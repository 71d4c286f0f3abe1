import type { PeriodChange } from '../../../machines/vacationStatus/vacationStatus.types.ts';

// The "accept with changes" dialog edits the period as the request form does (days for whole-day requests, date
// and time otherwise) while the machine holds it as the contract wants it (whole days 00:00:00 → 23:59:59).

export type PeriodFields = { readonly allDay: boolean; readonly start: string | null; readonly end: string | null };

const dayOf = (value: string): string => value.slice(0, 10);

/** The fields shown for a period of the machine. */
export const fieldsOf = (period: PeriodChange): PeriodFields => ({
  allDay: period.allDay,
  start: period.start === null ? null : period.allDay ? dayOf(period.start) : period.start,
  end: period.end === null ? null : period.allDay ? dayOf(period.end) : period.end,
});

/** The period the machine sends, from the fields (a day becomes its first or last second). */
export const periodOfFields = (fields: PeriodFields): PeriodChange => ({
  allDay: fields.allDay,
  start: fields.start === null ? null : fields.allDay ? `${dayOf(fields.start)} 00:00:00` : fields.start,
  end: fields.end === null ? null : fields.allDay ? `${dayOf(fields.end)} 23:59:59` : fields.end,
});

/** Switching between whole days and hours keeps the days chosen (as the request form does). */
export const withAllDayFields = (fields: PeriodFields, allDay: boolean): PeriodFields => ({
  allDay,
  start: fields.start === null ? null : allDay ? dayOf(fields.start) : `${dayOf(fields.start)} 09:00:00`,
  end: fields.end === null ? null : allDay ? dayOf(fields.end) : `${dayOf(fields.end)} 13:00:00`,
});
