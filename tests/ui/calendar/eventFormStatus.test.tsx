// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import calendar from '../../../locales/en/calendar.json';
import common from '../../../locales/en/common.json';
import ui from '../../../locales/en/ui.json';
import { emptyDraft } from '../../../src/machines/eventEditor/eventDraft.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { EventForm } from '../../../src/ui/calendar/EventForm.tsx';
import { fakeApiClient } from '../../machines/fakeApiClient.ts';
import { PAGE } from '../../machines/records/recordsHarness.ts';

// The event form holds the event's status (confirmed, tentative, cancelled): an office sets a meeting as
// tentative and later confirms or cancels it from the same form.

vi.mock('../../../src/ui/components/usePermission.ts', () => ({ usePermission: () => true }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['calendar', 'common', 'ui'],
    resources: { en: { calendar, common, ui } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe('event form status', () => {
  it("shows the event's status and sends the one chosen", async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    const { client } = fakeApiClient(() => ({ status: 200, body: PAGE([]) }));
    render(
      <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
        <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
          <EventForm
            draft={{ ...emptyDraft(1, '2026-12-10 09:00:00'), status: 'tentative' }}
            calendars={[{ value: '1', label: 'Giulia Rossi' }]}
            fieldErrors={{}}
            saving={false}
            readOnly={false}
            send={send}
            onCancel={() => undefined}
            formLabel="Event"
          />
        </ApiClientContext.Provider>
      </SessionContext.Provider>,
    );
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status.textContent).toContain('Tentative');
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(send).toHaveBeenCalledWith({ type: 'field.change', field: 'status', value: 'cancelled' });
  });
});
