import { todayIn } from '../../domain/todayIn.ts';
import { useTimeZone } from './useTimeZone.ts';

/**
 * The current year in the tenant's time zone, not the browser's: a leave request or an allowance made around New Year
 * belongs to the company's year (the browser's clock may already be in the next one, or still in the last).
 */
export const useThisYear = (): number => Number(todayIn(useTimeZone()).slice(0, 4));
