// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import type * as SessionHooks from '../../../src/ui/app/sessionHooks.ts';
import { QuickDecision } from '../../../src/ui/components/vacations/QuickDecision.tsx';
import { initVacationTexts, pendingVacation as pending } from './quickDecisionFixture.ts';

// The dashboard's decision row loads its dialogs' chunk only when a decision opens one (issue 36.4). A chunk that
// does not arrive (network cut, a deploy that removed the file) must give the row back its buttons, not leave the
// decision stuck in a dialog nobody sees nor break the dashboard around it.

// The approver: may change any request's status, is not the requester.
vi.mock('../../../src/ui/components/usePermission.ts', () => ({ usePermission: () => true }));
vi.mock('../../../src/ui/app/sessionHooks.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionHooks>()),
  useCurrentUser: () => ({ id: 3, name: 'Bea Boss', email: 'admin@acme.test', relationships: [] }),
}));
// The dialogs' chunk fails to load, as a lazy import does when its file cannot be fetched.
vi.mock('../../../src/ui/components/vacations/DecisionDialogs.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/DecisionDialogs.js');
});

beforeAll(initVacationTexts);
afterEach(cleanup);

const labels = { accept: 'Approve', reject: 'Reject', acceptOf: 'Approve Ada', rejectOf: 'Reject Ada' };

describe('QuickDecision when its dialogs cannot be loaded', () => {
  it('closes the rejection again and gives the row back its buttons, without calling the server', async () => {
    const PUT = vi.fn();
    const client = { PUT } as unknown as ApiClient;
    render(
      <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
        <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
          <QuickDecision vacation={pending} onChanged={() => undefined} labels={labels} />
        </ApiClientContext.Provider>
      </SessionContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject Ada' }));
    // While the rejection is being confirmed the row offers no approval; once the dialog's import has failed, the
    // decision is closed again: no dialog, and both buttons back.
    await act(async () => {
      await import('../../../src/ui/components/vacations/DecisionDialogs.tsx').catch(() => undefined);
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve Ada' })).not.toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    // A second try asks again and closes again: the row never gets stuck.
    await userEvent.click(screen.getByRole('button', { name: 'Reject Ada' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve Ada' })).not.toBeNull());
    expect(PUT).not.toHaveBeenCalled();
  });
});
