import type { Schema } from '../../http/operationTypes.ts';
import { tidy } from '../../../../src/domain/decimal.ts';
import type { VacationHoursWithUser } from './repository.ts';

// User vacation hours → wire (contract UserVacationHour).

export function presentVacationHours({ row, user }: VacationHoursWithUser): Schema<'UserVacationHour'> {
  return {
    id: row.id,
    user: { id: user.id, name: user.name, email: user.email, avatar_url: user.avatarUrl },
    year: row.year,
    vacation_hours: tidy(row.vacationHours),
    permission_hours: tidy(row.permissionHours),
    ex_holiday_hours: tidy(row.exHolidayHours),
    working_hours_per_day: tidy(row.workingHoursPerDay),
    working_days: [...row.workingDays].sort((a, b) => a - b),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
