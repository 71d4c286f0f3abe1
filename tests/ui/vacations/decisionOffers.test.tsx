// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import type { Vacation } from '../../../src/api/vacations.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import type * as SessionHooks from '../../../src/ui/app/sessionHooks.ts';
import { VacationDecision } from '../../../src/ui/components/vacations/VacationDecision.tsx';
import { initVacationTexts, pendingVacation } from './quickDecisionFixture.ts';

// A decided request's screen offers what its state allows and nothing else: an administrator on an accepted request
// saw a (greyed) "Approva" beside the decisions still open to them, read as "approve it again".

vi.mock('../../../src/ui/components/usePermission.ts', () => ({ usePermission: () => true }));
vi.mock('../../../src/ui/app/sessionHooks.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionHooks>()),
  useCurrentUser: () => ({ id: 3, name: 'Bea Boss', email: 'admin@acme.test', relationships: [] }),
}));

beforeAll(initVacationTexts);
afterEach(cleanup);

const buttonsOf = (status: Vacation['status']): string[] => {
  const client = { PUT: vi.fn() } as unknown as ApiClient;
  const vacation = { ...pendingVacation, status, approver: status === 'pending' ? null : { id: 3, name: 'Bea Boss' } } as Vacation;
  render(
    <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
      <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
        <VacationDecision vacation={vacation} onChanged={() => undefined} />
      </ApiClientContext.Provider>
    </SessionContext.Provider>,
  );
  const decisions = ['Approve', 'Approve with changes', 'Reject', 'Back to pending'];
  return screen.getAllByRole('button').map((b) => b.textContent?.trim() ?? '').filter((name) => decisions.includes(name));
};

describe("a request's decisions on its screen", () => {
  it('offers no approval on an accepted request, only what the statechart allows from there', () => {
    expect(buttonsOf('accepted')).toEqual(['Approve with changes', 'Reject', 'Back to pending']);
  });

  it('offers approval, approval with changes and rejection on a pending one, and no way back to pending', () => {
    expect(buttonsOf('pending')).toEqual(['Approve', 'Approve with changes', 'Reject']);
  });

  it('offers approval and the way back on a rejected one', () => {
    expect(buttonsOf('rejected')).toEqual(['Approve', 'Back to pending']);
  });
});
