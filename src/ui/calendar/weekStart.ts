import { weekStartOfPreference } from '../../domain/weekStart.ts';

/**
 * The user's first day of the week (preference `first_day_of_week`, 0 = Sunday … 6 = Saturday, default Monday) in
 * Temporal's numbering, which Schedule-X uses (1 = Monday … 7 = Sunday).
 */
export const scheduleXWeekStart = (preference: unknown): 1 | 2 | 3 | 4 | 5 | 6 | 7 => {
  const day = weekStartOfPreference(preference);
  return (day === 0 ? 7 : day) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
};
