import { formatHours } from '../../domain/numberFormat.ts';

type AllowanceHours = {
  readonly vacationHours: string;
  readonly permissionHours: string;
  readonly exHolidayHours: string;
  readonly workingHoursPerDay: string;
};

/**
 * An allowance row's hours as people read them ("160 h", "7,5 h"), through the one number formatter: the list
 * showed the wire's "160.00" and "8.00" in an Italian page (issue 31.4 asks for the language's decimals in hours).
 */
export const allowanceFigures = (row: AllowanceHours, language: string): Readonly<Record<keyof AllowanceHours, string>> => ({
  vacationHours: formatHours(row.vacationHours, language),
  permissionHours: formatHours(row.permissionHours, language),
  exHolidayHours: formatHours(row.exHolidayHours, language),
  workingHoursPerDay: formatHours(row.workingHoursPerDay, language),
});
