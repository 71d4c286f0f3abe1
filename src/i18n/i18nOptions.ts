import type { InitOptions } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../domain/constants/languages.ts';
import { DEFAULT_NAMESPACE, STARTUP_NAMESPACES } from './namespaces.ts';

/** i18next settings of spec §9: Italian by default and as fallback, English as the other language. */
export const i18nOptions = (language: Language): InitOptions => ({
  lng: language,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: LANGUAGES,
  // A browser or preference value like 'en-GB' resolves to our 'en' instead of loading nothing.
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: STARTUP_NAMESPACES,
  defaultNS: DEFAULT_NAMESPACE,
  // React escapes rendered text already; escaping here too would show '&amp;' in labels.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});
