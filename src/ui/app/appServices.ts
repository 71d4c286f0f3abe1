import type { i18n as I18n } from 'i18next';
import { createApiClient, createBareClient } from '../../api/client.ts';
import type { StartupPrefetch } from '../../api/startupPrefetch.ts';
import { createTokenStore } from '../../api/tokenStore.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/constants/languages.ts';
import { createApiBridge } from '../../machines/session/apiBridge.ts';
import { createSessionLogic, storedSessionOf, type SessionLogic } from '../../machines/session/session.logic.ts';
import type { SessionInput } from '../../machines/session/session.types.ts';
import type { ApiClients } from './ApiClientContext.ts';
import { rememberLanguage } from './languageStore.ts';

export type AppServices = ApiClients & { readonly sessionLogic: SessionLogic; readonly sessionInput: SessionInput };

export const API_BASE = '/api';

/**
 * Wires storage, the API clients and the session actor's logic, once, before the first render. `prefetch` holds the
 * start-up answers the entry script asked for before i18n was ready (startupPrefetch.ts).
 */
export const createAppServices = (i18n: I18n, prefetch?: StartupPrefetch): AppServices => {
  const tokenStore = createTokenStore(localStorage);
  const bridge = createApiBridge();
  // The server words its answers in the app's language for a reader not signed in yet (login, password reset).
  const language = (): string | undefined => i18n.resolvedLanguage ?? i18n.language;
  const bareClient = createBareClient({ baseUrl: API_BASE, language });
  const client = createApiClient({
    baseUrl: API_BASE,
    language,
    tokenStore,
    refresher: bridge.refresher,
    onSessionExpired: bridge.onSessionExpired,
    onForbidden: bridge.onForbidden,
  });
  const sessionLogic = createSessionLogic({
    client,
    bareClient,
    tokenStore,
    bridge,
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
  });
  return { client, bareClient, sessionLogic, sessionInput: { storedSession: storedSessionOf(tokenStore, Date.now()) } };
};
