import type { UserVacationHour, UserVacationHourInput } from '../../api/userVacationHours.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';
import { decimalForInput, parseDecimalInput } from '../../domain/numberFormat.ts';

// The values of the leave-hours form (create and edit) and the contract body they become.

export type HoursValues = {
  userId: string | null;
  userName: string | null;
  year: string;
  vacationHours: string;
  permissionHours: string;
  exHolidayHours: string;
  workingHoursPerDay: string;
  workingDays: readonly number[];
};

export const hoursRules: FormSchema<keyof HoursValues> = { userId: [required], year: [required], vacationHours: [required], permissionHours: [required], workingHoursPerDay: [required], workingDays: [required] };

/** A new record: this year, a full-time allowance and Monday to Friday, 8 hours a day. */
export const newHoursValues = (year: number): HoursValues => ({
  userId: null,
  userName: null,
  year: String(year),
  vacationHours: '160',
  permissionHours: '72',
  exHolidayHours: '0',
  workingHoursPerDay: '8',
  workingDays: [1, 2, 3, 4, 5],
});

/** A record's values as the form shows them: hours in the reader's decimals ("7,5", "160" in Italian; not "160.00"). */
export const hoursToValues = (h: UserVacationHour, language: string): HoursValues => ({
  userId: String(h.user.id),
  userName: h.user.name,
  year: String(h.year),
  vacationHours: decimalForInput(h.vacationHours, language),
  permissionHours: decimalForInput(h.permissionHours, language),
  exHolidayHours: decimalForInput(h.exHolidayHours, language),
  workingHoursPerDay: decimalForInput(h.workingHoursPerDay, language),
  workingDays: [...h.workingDays],
});

/**
 * Decimal text as the contract wants it, read in the reader's convention ("1.234,5" in Italian, "1,234.5" in
 * English); what is no number goes as typed, for the server's field error.
 */
const decimal = (text: string, language: string) => parseDecimalInput(text, language) ?? text.trim();

export const hoursBody = (v: HoursValues, language: string): UserVacationHourInput => ({
  userId: Number(v.userId),
  year: Number(v.year),
  vacationHours: decimal(v.vacationHours, language),
  permissionHours: decimal(v.permissionHours, language),
  exHolidayHours: decimal(v.exHolidayHours === '' ? '0' : v.exHolidayHours, language),
  workingHoursPerDay: decimal(v.workingHoursPerDay, language),
  workingDays: [...v.workingDays],
});
