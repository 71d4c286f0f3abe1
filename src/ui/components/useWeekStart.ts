import { PREFERENCE_KEYS } from '../../domain/constants/preferences.ts';
import { weekStartOfPreference } from '../../domain/monthGrid.ts';
import { selectPreference } from '../../machines/session/session.selectors.ts';
import { SessionContext } from '../app/SessionContext.ts';

/** The user's first day of the week, 0 = Sunday … 6 = Saturday (Ark's `startOfWeek` numbering too); Monday by default. */
export const useWeekStart = (): number => weekStartOfPreference(SessionContext.useSelector(selectPreference(PREFERENCE_KEYS.firstDayOfWeek)));
