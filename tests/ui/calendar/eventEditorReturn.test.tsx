// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import calendar from '../../../locales/en/calendar.json';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import ui from '../../../locales/en/ui.json';
import validation from '../../../locales/en/validation.json';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import EventEditorRoute from '../../../src/ui/calendar/EventEditorRoute.tsx';
import { notify } from '../../../src/ui/components/notify.ts';
import { fakeApiClient, type FakeCall } from '../../machines/fakeApiClient.ts';
import { PAGE } from '../../machines/records/recordsHarness.ts';

// The event editor opened from a profile's Events tab goes back there on Cancel and after Save (it always went to the
// calendar); a save with nothing changed sends nothing; "Show process" sits in the form's header, as elsewhere.

vi.mock('../../../src/ui/components/usePermission.ts', () => ({ usePermission: () => true }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['calendar', 'common', 'ui', 'errors', 'validation'],
    resources: { en: { calendar, common, ui, errors, validation } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const EVENT = {
  id: 129, calendarId: 7, summary: 'Customer visit', description: null, start: '2026-12-17 14:30:00', end: '2026-12-17 16:00:00', duration: 90,
  allDay: false, busy: true, private: false, type: null, status: 'confirmed', attendees: [], workId: null, taskId: null, vacationId: null,
};
const CALENDAR = { id: 7, name: 'Giulia Rossi', type: 'user', primary: true, writable: true, owner: { id: 1, name: 'Giulia Rossi' } };

const renderEditor = (path: string) => {
  const location = memoryLocation({ path, record: true });
  const { client, calls } = fakeApiClient((call: FakeCall) => {
    if (call.method === 'GET' && call.path === '/calendars') return { status: 200, body: PAGE([CALENDAR]) };
    if (call.method === 'GET') return { status: 200, body: EVENT };
    return { status: 200, body: { ...EVENT, busy: false } };
  });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
        <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
          <Route path="/calendar/:calendarId/events/:eventId/edit" component={EventEditorRoute} />
        </ApiClientContext.Provider>
      </SessionContext.Provider>
    </Router>,
  );
  return { location, calls };
};

const FROM_PROFILE = `/calendar/7/events/129/edit?from=${encodeURIComponent('/customers/36?tab=events')}`;
const writes = (calls: readonly FakeCall[]) => calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

describe('the event editor opened from a profile', () => {
  it('Cancel goes back to the profile tab it came from', async () => {
    const { location } = renderEditor(FROM_PROFILE);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location.history?.at(-1)).toBe('/customers/36?tab=events');
  });

  it('Save with nothing changed sends nothing, says so and goes back; one change is sent and goes back too', async () => {
    const info = vi.spyOn(notify, 'info');
    const first = renderEditor(FROM_PROFILE);
    await screen.findByDisplayValue('Customer visit');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(first.location.history?.at(-1)).toBe('/customers/36?tab=events'));
    expect(writes(first.calls)).toEqual([]);
    expect(info).toHaveBeenCalledWith('Nothing to save: the event is as it was.');
    cleanup();
    const second = renderEditor(FROM_PROFILE);
    await userEvent.clear(await screen.findByDisplayValue('Customer visit'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Visit moved');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(second.location.history?.at(-1)).toBe('/customers/36?tab=events'));
    expect(writes(second.calls)).toEqual(['PUT /calendars/{id}/events/{eventId}']);
  });

  it('opened from the calendar (no address to return to) goes back to the calendar', async () => {
    const { location } = renderEditor('/calendar/7/events/129/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location.history?.at(-1)).toBe('/calendar');
  });

  it('places "Show process" in the header of the event form, beside its title', async () => {
    renderEditor(FROM_PROFILE);
    const section = await screen.findByRole('region', { name: 'Event details' });
    expect(within(section).getByRole('button', { name: 'Show process' }).closest('section')).toBe(section);
    const header = section.firstElementChild;
    expect(header?.textContent).toContain('Event details');
    expect(within(header as HTMLElement).getByRole('button', { name: 'Show process' })).toBeTruthy();
  });
});
