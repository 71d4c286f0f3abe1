import { sessionWeekStart } from '../../machines/session/session.connect.ts';
import { SessionContext } from '../app/SessionContext.ts';

/**
 * The user's first day of the week, 0 = Sunday … 6 = Saturday (Ark's `startOfWeek` numbering too): their own
 * choice, else the tenant's default (Settings → Workspace), else Monday.
 */
export const useWeekStart = (): number => SessionContext.useSelector(sessionWeekStart);
