import type { i18n as I18n } from 'i18next';
import { useCallback, useContext, useState, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { SessionPhase } from '../../machines/session/session.connect.ts';

/**
 * True while i18next is loading another language's texts. It keeps translating in the old language until they
 * have arrived, so a screen rendered meanwhile shows the old language and switches a moment later.
 */
export const isChangingLanguage = (i18n: Pick<I18n, 'language'>): boolean => {
  // i18next sets this public field for the length of changeLanguage (react-i18next reads it too); its types omit it.
  const target = (i18n as { readonly isLanguageChangingTo?: string }).isLanguageChangingTo;
  return target !== undefined && target !== i18n.language;
};

const useLanguageChanging = (): boolean => {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (listener: () => void) => {
      i18n.on('languageChanging', listener);
      i18n.on('languageChanged', listener);
      return () => {
        i18n.off('languageChanging', listener);
        i18n.off('languageChanged', listener);
      };
    },
    [i18n],
  );
  return useSyncExternalStore(subscribe, () => isChangingLanguage(i18n));
};

/**
 * Whether the signed-in screens wait for the session's language: the session applies the user's language as it
 * enters `authenticated` (appServices.ts applyLanguage), and when that differs from the remembered one the shell's
 * first render would be in the old language (a flash of Italian for an English reader, or the reverse). Only the
 * first render of each signed-in stretch waits: a language chosen later in the settings switches in place, the
 * screen (and what is typed in it) stays. When the languages agree nothing changes and nothing waits.
 */
export const useHoldForLanguage = (phase: SessionPhase): boolean => {
  const changing = useLanguageChanging();
  // Whether the signed-in screens have rendered in the session's language since the session last entered
  // `authenticated` (state derived during render, React's pattern for values from earlier renders).
  const [shown, setShown] = useState(false);
  const signedIn = phase === 'authenticated';
  if (!signedIn && shown) setShown(false);
  if (signedIn && !changing && !shown) setShown(true);
  return signedIn && changing && !shown;
};
