import { useEffect } from 'react';
import { parseThemeChoice, PREFERENCE_KEYS } from '../../domain/constants/preferences.ts';
import { selectPreference } from '../../machines/session/session.selectors.ts';
import { SessionContext } from './SessionContext.ts';
import { applyThemeChoice } from './theme.ts';

/** Once signed in, the stored preference decides the theme (no preference: follow the system) and is remembered. */
export const ThemeSync = () => {
  const choice = parseThemeChoice(SessionContext.useSelector(selectPreference(PREFERENCE_KEYS.theme)));
  useEffect(() => {
    applyThemeChoice(choice);
  }, [choice]);
  return null;
};
