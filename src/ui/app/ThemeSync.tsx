import { useEffect } from 'react';
import { parseThemeChoice, PREFERENCE_KEYS } from '../../domain/constants/preferences.ts';
import { applyThemeChoice } from './theme.ts';
import { usePreference } from './sessionHooks.ts';

/** Once signed in, the stored preference decides the theme (no preference: follow the system) and is remembered. */
export const ThemeSync = () => {
  const choice = parseThemeChoice(usePreference(PREFERENCE_KEYS.theme));
  useEffect(() => {
    applyThemeChoice(choice);
  }, [choice]);
  return null;
};
