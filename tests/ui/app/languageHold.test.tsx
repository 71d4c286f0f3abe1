// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createInstance, type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromCallback, fromPromise } from 'xstate';
import { createApiBridge } from '../../../src/machines/session/apiBridge.ts';
import { sessionMachine } from '../../../src/machines/session/session.machine.ts';
import type { Preferences } from '../../../src/machines/session/session.types.ts';
import { AppRouter } from '../../../src/ui/app/AppRouter.tsx';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { permissions, settings, tenant, tokens, user } from '../../machines/session/sessionFixtures.ts';

// The signed-in shell renders only in the session's language (issue 36, the route walk's flake): i18next keeps the
// old language until the new one's texts have loaded, so the shell waits on the start-up view until then; a language
// changed later switches in place.

const log = vi.hoisted(() => ({ texts: [] as string[], mounts: 0 }));

vi.mock('../../../src/ui/app/guestRoutes.ts', () => ({
  GUEST_ROUTES: [],
  TENANT_NOT_FOUND_SCREEN: () => null,
  AUTHENTICATED_LAYOUT: function Shell() {
    const { t } = useTranslation('dash');
    const title = t('title');
    log.texts.push(title);
    useEffect(() => {
      log.mounts += 1;
    }, []);
    return <h1>{title}</h1>;
  },
}));

afterEach(() => {
  cleanup();
  log.texts = [];
  log.mounts = 0;
});

const texts: Record<string, Record<string, ResourceKey>> = {
  it: { dash: { title: 'Bacheca' }, app: { splash: { loading: 'Caricamento' } }, ui: { loading: 'Caricamento' } },
  en: { dash: { title: 'Dashboard' }, app: { splash: { loading: 'Loading' } }, ui: { loading: 'Loading' } },
};

/** i18n started in `remembered`; `slow`'s texts arrive only when the test releases them. */
const startI18n = async (remembered: 'it' | 'en', slow: 'it' | 'en') => {
  const waiting: (() => void)[] = [];
  let started = false;
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => {
      const answer = () => callback(null, texts[language]?.[namespace] ?? {});
      if (started && language === slow) waiting.push(answer);
      else answer();
    },
  };
  const i18n: I18n = createInstance().use(backend).use(initReactI18next);
  await i18n.init({ lng: remembered, fallbackLng: false, ns: ['dash', 'app', 'ui'], defaultNS: 'dash', interpolation: { escapeValue: false } });
  started = true;
  return { i18n, release: () => waiting.splice(0).forEach((answer) => answer()) };
};

const sessionLogic = (i18n: I18n, preferences: Preferences) =>
  sessionMachine.provide({
    actors: {
      loadTenant: fromPromise(async () => tenant),
      refreshToken: fromPromise(async () => tokens),
      authenticate: fromPromise(async () => tokens),
      loadSettings: fromPromise(async () => settings),
      loadUser: fromPromise(async () => user),
      loadPermissions: fromPromise(async () => permissions),
      loadPreferences: fromPromise(async () => preferences),
      revokeSession: fromPromise<void>(async () => undefined),
      bridgeApi: createApiBridge().actor,
      watchFocus: fromCallback(() => () => undefined),
    },
    actions: {
      persistTokens: () => undefined,
      forgetTokens: () => undefined,
      // As the app's (appServices.ts): not awaited.
      applyLanguage: (_, params) => {
        void i18n.changeLanguage(params.language ?? 'it');
      },
    },
  });

const renderApp = (i18n: I18n, preferences: Preferences) => {
  const logic = sessionLogic(i18n, preferences);
  let sessionRef: { send: (event: { type: 'preferences.saved'; preferences: Preferences }) => void } | undefined;
  const Capture = () => {
    sessionRef = SessionContext.useActorRef();
    return null;
  };
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider logic={logic} options={{ input: { storedSession: { refreshToken: 'refresh-1', expired: false } } }}>
        <Capture />
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <AppRouter />
        </Router>
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return { send: (preferences: Preferences) => sessionRef?.send({ type: 'preferences.saved', preferences }) };
};

const settle = () => act(async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
});

describe('the signed-in shell and the session language', () => {
  it('waits on the start-up view while the preferred language loads, then renders in it only (never the remembered one)', async () => {
    const { i18n, release } = await startI18n('it', 'en');
    renderApp(i18n, { language: 'en' });
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Caricamento');
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => release());
    expect((await screen.findByRole('heading')).textContent).toBe('Dashboard');
    expect(log.texts).not.toContain('Bacheca');
  });

  it('renders at once when the preferred language is the remembered one', async () => {
    const { i18n } = await startI18n('en', 'it');
    renderApp(i18n, { language: 'en' });
    expect((await screen.findByRole('heading')).textContent).toBe('Dashboard');
    expect(log.texts.every((text) => text === 'Dashboard')).toBe(true);
  });

  it('a language chosen later switches in place: the shell stays while the texts load, then reads in it', async () => {
    const { i18n, release } = await startI18n('en', 'it');
    const app = renderApp(i18n, { language: 'en' });
    expect((await screen.findByRole('heading')).textContent).toBe('Dashboard');
    act(() => app.send({ language: 'it' }));
    await settle();
    expect(screen.getByRole('heading').textContent).toBe('Dashboard');
    await act(async () => release());
    expect((await screen.findByRole('heading')).textContent).toBe('Bacheca');
    expect(log.mounts).toBe(1);
  });
});
