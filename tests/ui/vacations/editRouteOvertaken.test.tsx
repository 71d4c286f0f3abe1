// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import type * as SessionHooks from '../../../src/ui/app/sessionHooks.ts';
import type * as UseRecord from '../../../src/ui/components/useRecord.ts';
import VacationEditRoute from '../../../src/ui/vacations/VacationEditRoute.tsx';
import { initVacationTexts, OVERTAKEN_WORDS as WORDS, overtakenClient, pendingVacation } from './quickDecisionFixture.ts';

// The request's edit screen reads the request again (its record's reload) when the server answers an approver's
// decision with 409, another approver having decided first: an approver who may also delete requests included (the
// reload was wired only for the requester's withdrawal). The record, the form and the history are stood in for.

const reload = vi.fn();
vi.mock('../../../src/ui/components/useRecord.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof UseRecord>()),
  useRecord: () => ({ record: pendingVacation, loading: false, failed: false, missing: null, errorTag: null, notFound: false, notFoundMessage: null, reload, retry: () => undefined, replace: () => undefined }),
}));
vi.mock('../../../src/ui/vacations/VacationForm.tsx', () => ({ VacationForm: () => null }));
vi.mock('../../../src/ui/vacations/VacationHistory.tsx', () => ({ VacationHistory: () => null }));
vi.mock('../../../src/ui/vacations/HoursRecomputed.tsx', () => ({ HoursRecomputed: () => null }));
vi.mock('../../../src/ui/components/usePermission.ts', () => ({ usePermission: () => true }));
vi.mock('../../../src/ui/components/useCanActOn.ts', () => ({ useCanActOn: () => true }));
vi.mock('../../../src/ui/app/sessionHooks.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionHooks>()),
  useCurrentUser: () => ({ id: 3, name: 'Bea Boss', email: 'admin@acme.test', relationships: [] }),
}));

beforeAll(initVacationTexts);
afterEach(cleanup);

describe('the vacation edit screen, a decision another approver overtook', () => {
  it('reads the request again after a 409, for an approver who may delete requests too', async () => {
    const { client, PUT } = overtakenClient();
    render(
      <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
        <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
          <VacationEditRoute />
        </ApiClientContext.Provider>
      </SessionContext.Provider>,
    );
    // Who may delete requests is offered Delete, not the withdrawal.
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(WORDS)).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(PUT).toHaveBeenCalledTimes(1);
  });
});
