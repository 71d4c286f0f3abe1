// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import ui from '../../../locales/en/ui.json';
import validation from '../../../locales/en/validation.json';
import works from '../../../locales/en/works.json';
import { registerWallClockFormat } from '../../../src/i18n/wallClockFormat.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { notify } from '../../../src/ui/components/notify.ts';
import { WorkPhases } from '../../../src/ui/works/WorkPhases.tsx';
import { fakeApiClient, type FakeAnswer, type FakeCall } from '../../machines/fakeApiClient.ts';
import { PAGE } from '../../machines/records/recordsHarness.ts';

// A work's phases edited in a dialog: what it sends (only the changed fields, nothing when nothing changed), the
// server's refusals at their fields, the list and its dates after a save, and where the focus goes.

vi.mock('../../../src/ui/components/usePermission.ts', () => ({ usePermission: () => true }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['works', 'common', 'ui', 'validation', 'errors'],
    resources: { en: { works, common, ui, validation, errors } },
    interpolation: { escapeValue: false },
  });
  registerWallClockFormat(i18next);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const phase = (fields: Record<string, unknown>) => ({
  workId: 4,
  description: null,
  status: 'todo',
  startDate: null,
  endDate: null,
  createdAt: '2026-05-01 09:00:00',
  updatedAt: '2026-05-01 09:00:00',
  ...fields,
});

const RILIEVO = phase({ id: 9, name: 'Rilievo', position: 1, startDate: '2026-05-04' });
const POSA = phase({ id: 10, name: 'Posa', position: 2, description: 'Pavimento del bagno' });

/** The work's phases on a fake server: `put` answers the edit; each list read answers the current phases. */
const renderPhases = (put: (call: FakeCall) => FakeAnswer = () => ({ status: 200, body: RILIEVO }), canAct = true) => {
  let listed: readonly unknown[] = [RILIEVO, POSA];
  const { client, calls } = fakeApiClient((call) => {
    if (call.method === 'GET') return { status: 200, body: PAGE(listed) };
    const answer = put(call);
    if (answer.status < 300) listed = [answer.body, POSA];
    return answer;
  });
  render(
    <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
      <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
        <WorkPhases workId={4} canAct={canAct} />
      </ApiClientContext.Provider>
    </SessionContext.Provider>,
  );
  return { puts: () => calls.filter((call) => call.method === 'PUT'), reads: () => calls.filter((call) => call.method === 'GET').length };
};

const openEdit = async (name: string) => {
  const button = await screen.findByRole('button', { name: `Edit phase ${name}` });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: `Edit phase ${name}` });
  return { button, dialog };
};

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

describe('editing a phase', () => {
  it('lists each phase with its dates and description', async () => {
    renderPhases();
    const rilievo = await screen.findByText('1. Rilievo');
    expect(rilievo.closest('li')?.textContent).toContain('From 04/05/2026');
    expect(screen.getByText('2. Posa').closest('li')?.textContent).toContain('Pavimento del bagno');
  });

  it('offers no edit on a work outside the person’s record scope (the server would refuse it)', async () => {
    renderPhases(undefined, false);
    expect(await screen.findByText('1. Rilievo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit phase/ })).toBeNull();
  });

  it('opens on the name and sends only what changed; the list shows the saved phase and the focus goes back', async () => {
    const success = vi.spyOn(notify, 'success');
    const { puts, reads } = renderPhases(() => ({ status: 200, body: { ...RILIEVO, name: 'Rilievo misure', endDate: '2026-05-08' } }));
    const { button, dialog } = await openEdit('Rilievo');
    const name = field(dialog, /^Name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    await userEvent.clear(name);
    await userEvent.type(name, 'Rilievo misure');
    await userEvent.type(field(dialog, /^End date/), '08/05/2026');
    // Typed and put back as it was: not a change.
    await userEvent.type(field(dialog, /^Description/), '  ');
    const before = reads();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts().map((call) => [call.path, (call.params as { path: unknown }).path, call.body])).toEqual([
      ['/works/{id}/phases/{phaseId}', { id: 4, phaseId: 9 }, { name: 'Rilievo misure', endDate: '2026-05-08' }],
    ]);
    expect(success).toHaveBeenCalledWith('Phase updated');
    await waitFor(() => expect(reads()).toBe(before + 1));
    const row = await screen.findByText('1. Rilievo misure');
    expect(row.closest('li')?.textContent).toContain('04/05/2026 – 08/05/2026');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit phase Rilievo misure' })));
    expect(button.isConnected).toBe(true);
  });

  it('moves a phase to another place: only the position is sent', async () => {
    const { puts } = renderPhases(() => ({ status: 200, body: { ...RILIEVO, position: 2 } }));
    const { dialog } = await openEdit('Rilievo');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Position/ }));
    await userEvent.click(await screen.findByRole('option', { name: '2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts().map((call) => call.body)).toEqual([{ position: 2 }]);
  });

  it('saves nothing when nothing changed, and says so', async () => {
    const info = vi.spyOn(notify, 'info');
    const { puts, reads } = renderPhases();
    const { dialog } = await openEdit('Posa');
    await waitFor(() => expect(reads()).toBe(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([]);
    expect(info).toHaveBeenCalledWith('Nothing to save: the phase is as it was.');
    expect(reads()).toBe(1);
  });

  it("shows the server's refusal at its field, keeps the dialog open and puts the focus there", async () => {
    const refusal = 'The end date must be a date after or equal to the start date.';
    const { puts } = renderPhases(() => ({ status: 422, body: { message: refusal, errors: { end_date: [refusal] } } }));
    const { dialog } = await openEdit('Rilievo');
    await userEvent.type(field(dialog, /^End date/), '09/05/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const end = field(dialog, /^End date/);
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(refusal)).toBeTruthy();
    expect(puts()).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(end));
  });

  it('refuses an empty name and an end before the start before any call', async () => {
    const { puts } = renderPhases();
    const { dialog } = await openEdit('Rilievo');
    await userEvent.clear(field(dialog, /^Name/));
    await userEvent.type(field(dialog, /^End date/), '01/05/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(within(dialog).getByText('Must be a date after or equal to 04/05/2026.')).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it('closes on Escape without saving, the focus back on the edit button', async () => {
    const { puts } = renderPhases();
    const { button, dialog } = await openEdit('Posa');
    await userEvent.type(field(dialog, /^Name/), ' bis');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
