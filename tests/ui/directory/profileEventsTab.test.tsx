// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import enCommon from '../../../locales/en/common.json';
import enDirectory from '../../../locales/en/directory.json';
import type { ApiClient } from '../../../src/api/client.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import type { Access } from '../../../src/machines/session/session.connect.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import type * as SessionHooks from '../../../src/ui/app/sessionHooks.ts';
import { ProfileEventsTab } from '../../../src/ui/directory/ProfileEventsTab.tsx';
import { setupTestI18n } from '../components/i18nForTests.ts';

// A customer's Events tab listed its visits ("Visita cliente 17/12/2026 14:30 – 16:00") as plain text: no way to
// open one from there. Who may reach the event editor now opens it from the list; who may not reads the same text.

let access: Access;
vi.mock('../../../src/ui/app/sessionHooks.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionHooks>()),
  useAccess: () => access,
}));

beforeAll(async () => {
  await setupTestI18n();
  i18next.addResourceBundle('en', 'directory', enDirectory);
  i18next.addResourceBundle('en', 'common', enCommon);
});
afterEach(cleanup);

const events = {
  items: [{ id: 129, calendarId: 7, summary: 'Customer visit', description: null, start: '2026-12-17 14:30:00', end: '2026-12-17 16:00:00', allDay: false, type: null, status: 'confirmed' }],
  meta: { currentPage: 1, lastPage: 1, perPage: 50, total: 1 },
};

const renderTab = (path = '/customers/36') => {
  const location = memoryLocation({ path });
  const client = { GET: vi.fn(async () => ({ data: events, response: new Response(null, { status: 200 }) })) } as unknown as ApiClient;
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
        <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
          <ProfileEventsTab profileId={36} />
        </ApiClientContext.Provider>
      </SessionContext.Provider>
    </Router>,
  );
};

const operator = (permissions: string[], hiddenModules: string[] = []): Access => ({ role: 'operator', permissions: new Set(permissions), hiddenModules: new Set(hiddenModules) });

describe("a profile's Events tab", () => {
  it('opens each event in its editor for who may update events, the editor coming back to this tab', async () => {
    access = operator(['events', 'events.viewAny', 'events.update']);
    renderTab('/customers/36?tab=events');
    const link = await screen.findByRole('link', { name: 'Customer visit' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://app.test');
    expect(href.pathname).toBe('/calendar/7/events/129/edit');
    expect(href.searchParams.get('from')).toBe('/customers/36?tab=events');
  });

  it('shows the event as text, no link to a refusal, without events.update or with the calendar switched off', async () => {
    access = operator(['events', 'events.viewAny']);
    renderTab();
    expect(await screen.findByText('Customer visit')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Customer visit' })).toBeNull();
    cleanup();
    access = operator(['events', 'events.viewAny', 'events.update'], ['calendar']);
    renderTab();
    expect(await screen.findByText('Customer visit')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Customer visit' })).toBeNull();
  });
});
