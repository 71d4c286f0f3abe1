import type { UserVacationHour, UserVacationHourInput } from '../../api/userVacationHours.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

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

export const hoursToValues = (h: UserVacationHour): HoursValues => ({
  userId: String(h.user.id),
  userName: h.user.name,
  year: String(h.year),
  vacationHours: h.vacationHours,
  permissionHours: h.permissionHours,
  exHolidayHours: h.exHolidayHours,
  workingHoursPerDay: h.workingHoursPerDay,
  workingDays: [...h.workingDays],
});

/** Decimal text as the contract wants it: a dot, never a comma (Italian keyboards type one). */
const decimal = (text: string) => text.trim().replace(',', '.');

export const hoursBody = (v: HoursValues): UserVacationHourInput => ({
  userId: Number(v.userId),
  year: Number(v.year),
  vacationHours: decimal(v.vacationHours),
  permissionHours: decimal(v.permissionHours),
  exHolidayHours: decimal(v.exHolidayHours === '' ? '0' : v.exHolidayHours),
  workingHoursPerDay: decimal(v.workingHoursPerDay),
  workingDays: [...v.workingDays],
});
