import { createApiClient, createBareClient } from '../../api/client.ts';
import type { StartupPrefetch } from '../../api/startupPrefetch.ts';
import { createTokenStore } from '../../api/tokenStore.ts';
import type { ApiClients } from '../generic/apiClients.ts';
import { createApiBridge } from './apiBridge.ts';
import { createSessionLogic, storedSessionOf, type SessionLogic } from './session.logic.ts';
import type { SessionInput } from './session.types.ts';

// The session's composition (issue 32): the token store, the two API clients and the session actor's logic, made
// once by the app before its first render. The app gives what only it knows (its storage, its language, the window).

export const API_BASE = '/api';

export type SessionServices = ApiClients & { readonly sessionLogic: SessionLogic; readonly sessionInput: SessionInput };

export type SessionServicesOptions = {
  /** Where the session's tokens are kept (the browser's localStorage). */
  readonly storage: Storage;
  /** The app's language now: the server words its answers in it for a reader not signed in yet. */
  readonly language: () => string | undefined;
  /** Applies the signed-in person's language (a value the server gave, not checked yet). */
  readonly applyLanguage: (value: string | null | undefined) => void;
  /** The start-up answers the entry script asked for before i18n was ready (startupPrefetch.ts). */
  readonly prefetch?: StartupPrefetch;
  readonly onWindowFocus: (listener: () => void) => () => void;
  readonly now: () => number;
};

export const createSessionServices = (options: SessionServicesOptions): SessionServices => {
  const tokenStore = createTokenStore(options.storage);
  const bridge = createApiBridge();
  const bareClient = createBareClient({ baseUrl: API_BASE, language: options.language });
  const client = createApiClient({
    baseUrl: API_BASE,
    language: options.language,
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
    applyLanguage: options.applyLanguage,
    ...(options.prefetch ? { prefetch: options.prefetch } : {}),
    onWindowFocus: options.onWindowFocus,
  });
  return { client, bareClient, sessionLogic, sessionInput: { storedSession: storedSessionOf(tokenStore, options.now()) } };
};
