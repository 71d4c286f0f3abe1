import type { i18n as I18n } from 'i18next';
import type { StartupPrefetch } from '../../api/startupPrefetch.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/constants/languages.ts';
import { API_BASE, createSessionServices, type SessionServices } from '../../machines/session/sessionServices.ts';
import { rememberLanguage } from './languageStore.ts';

export type AppServices = SessionServices;

export { API_BASE };

/**
 * Wires storage, the API clients and the session actor's logic (machines/session/sessionServices.ts), once, before
 * the first render. `prefetch` holds the start-up answers the entry script asked for before i18n was ready
 * (startupPrefetch.ts).
 */
export const createAppServices = (i18n: I18n, prefetch?: StartupPrefetch): AppServices =>
  createSessionServices({
    storage: localStorage,
    // The server words its answers in the app's language for a reader not signed in yet (login, password reset).
    language: () => i18n.resolvedLanguage ?? i18n.language,
    applyLanguage: (value) => {
      const language = isLanguage(value) ? value : DEFAULT_LANGUAGE;
      rememberLanguage(language);
      void i18n.changeLanguage(language);
    },
    ...(prefetch ? { prefetch } : {}),
    onWindowFocus: (listener) => {
      window.addEventListener('focus', listener);
      return () => window.removeEventListener('focus', listener);
    },
    now: () => Date.now(),
  });
