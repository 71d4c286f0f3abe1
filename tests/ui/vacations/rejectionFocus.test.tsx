// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import ui from '../../../locales/en/ui.json';
import vacations from '../../../locales/en/vacations.json';
import type { ApiClient } from '../../../src/api/client.ts';
import type { Vacation } from '../../../src/api/vacations.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import type * as SessionHooks from '../../../src/ui/app/sessionHooks.ts';
import { QuickDecision } from '../../../src/ui/components/vacations/QuickDecision.tsx';

// Rejecting a leave request asks for its reason: the dialog opens with the focus in the reason (it opened on the
// close button, one Tab from where the approver types).

vi.mock('../../../src/ui/components/usePermission.ts', () => ({ usePermission: () => true }));
vi.mock('../../../src/ui/app/sessionHooks.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionHooks>()),
  useCurrentUser: () => ({ id: 3, name: 'Bea Boss', email: 'admin@acme.test', relationships: [] }),
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['ui', 'common', 'errors', 'vacations'], resources: { en: { ui, common, errors, vacations } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const pending = {
  id: 11, user: { id: 7, name: 'Ada', email: 'ada@acme.test', avatarUrl: null }, type: 'vacation', typeDescription: null,
  start: '2026-03-02 00:00:00', end: '2026-03-04 23:59:59', allDay: true, hours: '24.00', status: 'pending', notes: null,
  approverNotes: null, approver: null, event: null, createdAt: '2026-02-01 10:00:00', updatedAt: '2026-02-01 10:00:00',
} as unknown as Vacation;

describe('the rejection dialog', () => {
  it('opens with the focus in the reason', async () => {
    const client = { PUT: vi.fn() } as unknown as ApiClient;
    render(
      <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
        <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
          <QuickDecision vacation={pending} onChanged={() => undefined} labels={{ accept: 'Approve', reject: 'Reject', acceptOf: 'Approve Ada', rejectOf: 'Reject Ada' }} />
        </ApiClientContext.Provider>
      </SessionContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject Ada' }));
    const dialog = await screen.findByRole('alertdialog');
    const reason = await screen.findByRole('textbox', { name: /reason/i });
    expect(dialog.contains(reason)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(reason));
  });
});
