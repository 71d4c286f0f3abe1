// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import type { Vacation } from '../../../src/api/vacations.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import type * as SessionHooks from '../../../src/ui/app/sessionHooks.ts';
import { QuickDecision } from '../../../src/ui/components/vacations/QuickDecision.tsx';
import { VacationDecision } from '../../../src/ui/components/vacations/VacationDecision.tsx';
import { initVacationTexts, OVERTAKEN_WORDS as WORDS, overtakenClient as conflictClient, pendingVacation } from './quickDecisionFixture.ts';

// An approver's decision on a request another approver decided meanwhile: the server answers 409 with its words. The
// request's screen shows them and reads the request again (`onOvertaken`, the record's reload on the edit screen),
// whose new status the decision then shows; an approver's screen, not only the requester's.

vi.mock('../../../src/ui/components/usePermission.ts', () => ({ usePermission: () => true }));
vi.mock('../../../src/ui/app/sessionHooks.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionHooks>()),
  useCurrentUser: () => ({ id: 3, name: 'Bea Boss', email: 'admin@acme.test', relationships: [] }),
}));

beforeAll(initVacationTexts);
afterEach(cleanup);

const screenFor = (client: ApiClient, vacation: Vacation, onOvertaken: () => void) => (
  <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
    <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
      <VacationDecision vacation={vacation} onChanged={() => undefined} onOvertaken={onOvertaken} />
    </ApiClientContext.Provider>
  </SessionContext.Provider>
);

describe('a decision another approver overtook, on the request screen', () => {
  it("shows the server's words, reads the request again, and follows the status read", async () => {
    const { client, PUT } = conflictClient();
    const onOvertaken = vi.fn();
    const { rerender } = render(screenFor(client, pendingVacation, onOvertaken));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(WORDS)).toBeTruthy();
    expect([PUT.mock.calls.length, onOvertaken.mock.calls.length]).toEqual([1, 1]);
    // The request read again (the screen's reload) was accepted by another approver: no "Approve" any more.
    const accepted = { ...pendingVacation, status: 'accepted', approver: { id: 4, name: 'Leo Lead' } } as Vacation;
    await act(async () => rerender(screenFor(client, accepted, onOvertaken)));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText(/Leo Lead/)).toBeTruthy();
    expect(screen.getByText(WORDS)).toBeTruthy();
    expect(onOvertaken).toHaveBeenCalledTimes(1);
  });

  it('in a list row or on the dashboard (a quick decision): the list is told, to read its requests again', async () => {
    const { client, PUT } = conflictClient();
    const onOvertaken = vi.fn();
    const onChanged = vi.fn();
    render(
      <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
        <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
          <QuickDecision vacation={pendingVacation} onChanged={onChanged} onOvertaken={onOvertaken} labels={{ accept: 'Approve', reject: 'Reject', acceptOf: 'Approve Ada', rejectOf: 'Reject Ada' }} />
        </ApiClientContext.Provider>
      </SessionContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve Ada' }));
    expect(await screen.findByText(WORDS)).toBeTruthy();
    expect([PUT.mock.calls.length, onOvertaken.mock.calls.length, onChanged.mock.calls.length]).toEqual([1, 1, 0]);
  });
});
