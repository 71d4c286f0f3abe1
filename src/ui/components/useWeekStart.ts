import { PREFERENCE_KEYS } from '../../domain/constants/preferences.ts';
import { weekStartOfPreference } from '../../domain/monthGrid.ts';
import { selectPreference, selectSetting } from '../../machines/session/session.selectors.ts';
import { SessionContext } from '../app/SessionContext.ts';

/**
 * The user's first day of the week, 0 = Sunday … 6 = Saturday (Ark's `startOfWeek` numbering too): their own
 * choice, else the tenant's default (Settings → Workspace), else Monday.
 */
export const useWeekStart = (): number => {
  const own = SessionContext.useSelector(selectPreference(PREFERENCE_KEYS.firstDayOfWeek));
  const tenantDefault = SessionContext.useSelector(selectSetting(PREFERENCE_KEYS.firstDayOfWeek));
  return weekStartOfPreference(own ?? tenantDefault);
};
