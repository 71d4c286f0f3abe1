// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import NotificationBell from '../../../src/ui/notifications/NotificationBell.tsx';
import { bellLabel } from '../../../src/ui/notifications/bellLabel.ts';
import commonEn from '../../../locales/en/common.json';
import commonIt from '../../../locales/it/common.json';
import en from '../../../locales/en/notifications.json';
import it_ from '../../../locales/it/notifications.json';

// While the bell's first list is on its way its count is unknown: its name said "none unread", which a screen-reader
// user took for the answer. It says it is loading, in both languages, until the list arrives.

/** Every call waits for ever: the stream never opens, so the list never loads. */
const silentClient = { GET: () => new Promise(() => undefined) } as unknown as ApiClient;

beforeAll(() =>
  i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['notifications', 'common'],
    resources: { en: { notifications: en, common: commonEn }, it: { notifications: it_, common: commonIt } },
    interpolation: { escapeValue: false },
  }),
);
afterEach(cleanup);

const renderBell = () =>
  render(
    <ApiClientContext.Provider value={{ client: silentClient, bareClient: silentClient }}>
      <NotificationBell />
    </ApiClientContext.Provider>,
  );

describe("the bell's name before its list arrives", () => {
  it('says it is loading, not that nothing is unread (English)', async () => {
    await i18next.changeLanguage('en');
    renderBell();
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications, loading…');
  });

  it('says it is loading in Italian', async () => {
    await i18next.changeLanguage('it');
    renderBell();
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifiche, caricamento in corso…');
  });

  it('gives the count, or none, once the list is known (a reload keeps the known count)', () => {
    expect(bellLabel({ status: 'ready', unread: 0 })).toEqual({ key: 'bellNone', count: 0 });
    expect(bellLabel({ status: 'ready', unread: 3 })).toEqual({ key: 'bell', count: 3 });
    expect(bellLabel({ status: 'failed', unread: 2 })).toEqual({ key: 'bell', count: 2 });
  });
});
