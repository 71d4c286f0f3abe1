// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import type * as SessionHooks from '../../../src/ui/app/sessionHooks.ts';
import { QuickDecision } from '../../../src/ui/components/vacations/QuickDecision.tsx';
import { initVacationTexts, pendingVacation as pending } from './quickDecisionFixture.ts';

// Rejecting a leave request asks for its reason: the dialog opens with the focus in the reason (it opened on the
// close button, one Tab from where the approver types).

vi.mock('../../../src/ui/components/usePermission.ts', () => ({ usePermission: () => true }));
vi.mock('../../../src/ui/app/sessionHooks.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionHooks>()),
  useCurrentUser: () => ({ id: 3, name: 'Bea Boss', email: 'admin@acme.test', relationships: [] }),
}));

beforeAll(initVacationTexts);
afterEach(cleanup);

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
    // The dialog moves the focus a frame after it opens: waitFor's default second was overrun on a loaded machine
    // (a time-out says the focus never came, not that the machine was busy).
    await waitFor(() => expect(document.activeElement).toBe(reason), { timeout: 5_000 });
  });
});
