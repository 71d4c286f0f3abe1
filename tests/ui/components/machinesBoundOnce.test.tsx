// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { Effect } from 'effect';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import type { Page } from '../../../src/api/envelope.ts';
import type { ApiError } from '../../../src/api/errors.ts';
import type { Vacation } from '../../../src/api/vacations.ts';
import * as commandPaletteLogic from '../../../src/machines/commandPalette/commandPalette.logic.ts';
import * as leaveGuardLogic from '../../../src/machines/generic/leaveGuard.logic.ts';
import { pagedListLogic } from '../../../src/machines/generic/pagedList.logic.ts';
import type { ListFilters } from '../../../src/machines/generic/pagedList.machine.ts';
import type { PanelLogic } from '../../../src/machines/records/dashboard.logic.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import * as vacationStatusLogic from '../../../src/machines/vacationStatus/vacationStatus.logic.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { useGuardedLocation } from '../../../src/ui/app/navigation/leaveRequests.ts';
import { UnsavedChangesGuard } from '../../../src/ui/app/navigation/UnsavedChangesGuard.tsx';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { GlobalKeys } from '../../../src/ui/palette/GlobalKeys.tsx';
import { useVacationStatus } from '../../../src/ui/components/vacations/useVacationStatus.ts';
import { usePanelList } from '../../../src/ui/dashboard/usePanelList.ts';
import { setupTestI18n } from './i18nForTests.ts';

// A machine's `provide` builds a whole new machine (its state tree) and useActorRef keeps only the first actor: the
// hooks bind their machine once, or again only when what it is bound to changes, not on every render (issue 36
// point 4: the dashboard renders its shell and rows more than once while it starts).

vi.mock('../../../src/machines/vacationStatus/vacationStatus.logic.ts', async (importOriginal) => {
  const original = await importOriginal<typeof vacationStatusLogic>();
  return { ...original, createVacationStatusLogic: vi.fn(original.createVacationStatusLogic) };
});
vi.mock('../../../src/machines/commandPalette/commandPalette.logic.ts', async (importOriginal) => {
  const original = await importOriginal<typeof commandPaletteLogic>();
  return { ...original, bindCommandPalette: vi.fn(original.bindCommandPalette) };
});
vi.mock('../../../src/machines/generic/leaveGuard.logic.ts', async (importOriginal) => {
  const original = await importOriginal<typeof leaveGuardLogic>();
  return { ...original, bindLeaveGuard: vi.fn(original.bindLeaveGuard) };
});

const noClient = {} as ApiClient;
const clients = { client: noClient, bareClient: noClient as unknown as BareApiClient };

const pending = {
  id: 11, user: { id: 7, name: 'Ada', email: 'ada@acme.test', avatarUrl: null }, type: 'vacation', typeDescription: null,
  start: '2026-03-02 00:00:00', end: '2026-03-04 23:59:59', allDay: true, hours: '24.00', status: 'pending', notes: null,
  approverNotes: null, approver: null, event: null, createdAt: '2026-02-01 10:00:00', updatedAt: '2026-02-01 10:00:00',
} as unknown as Vacation;

beforeAll(setupTestI18n);
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('machines bound once', () => {
  it('a vacation row binds its status machine once per change handler, not per render', () => {
    const Row = ({ onChanged, round }: { onChanged: (vacation: Vacation) => void; round: number }) => {
      useVacationStatus(pending, onChanged);
      return <p>{round}</p>;
    };
    const tree = (onChanged: (vacation: Vacation) => void, round: number) => (
      <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
        <ApiClientContext.Provider value={clients}>
          <Row onChanged={onChanged} round={round} />
        </ApiClientContext.Provider>
      </SessionContext.Provider>
    );
    const onChanged = () => undefined;
    const { rerender } = render(tree(onChanged, 1));
    rerender(tree(onChanged, 2));
    rerender(tree(onChanged, 3));
    expect(vacationStatusLogic.createVacationStatusLogic).toHaveBeenCalledTimes(1);
    // Another handler: bound again, so a decision reports to the handler of the latest render.
    rerender(tree(() => undefined, 4));
    expect(vacationStatusLogic.createVacationStatusLogic).toHaveBeenCalledTimes(2);
  });

  it("the rows of one list share one bound machine, each row with its own actor on its own request", () => {
    const other = { ...pending, id: 12 } as Vacation;
    const actors = new Map<number, unknown>();
    const Row = ({ vacation, onChanged }: { vacation: Vacation; onChanged: (vacation: Vacation) => void }) => {
      const { actor } = useVacationStatus(vacation, onChanged);
      actors.set(vacation.id, actor);
      return <p>{actor.getSnapshot().context.vacation.id}</p>;
    };
    const onChanged = () => undefined;
    const { container } = render(
      <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
        <ApiClientContext.Provider value={clients}>
          <Row vacation={pending} onChanged={onChanged} />
          <Row vacation={other} onChanged={onChanged} />
        </ApiClientContext.Provider>
      </SessionContext.Provider>,
    );
    expect(vacationStatusLogic.createVacationStatusLogic).toHaveBeenCalledTimes(1);
    expect(actors.get(11)).not.toBe(actors.get(12));
    expect(container.textContent).toBe('1112');
  });

  it('a dashboard panel hands out the same reload and retry on every render (its rows bind to them)', () => {
    const read = (): Effect.Effect<Page<string>, ApiError> => Effect.never;
    const logic: PanelLogic<string> = { ...pagedListLogic<string, ListFilters>(read), arrived: () => undefined, adopt: () => undefined };
    const seen: { reload: () => void; retry: () => void }[] = [];
    const Panel = ({ round }: { round: number }) => {
      const list = usePanelList(logic);
      seen.push({ reload: list.reload, retry: list.retry });
      return <p>{round}</p>;
    };
    const tree = (round: number) => (
      <ApiClientContext.Provider value={clients}>
        <Panel round={round} />
      </ApiClientContext.Provider>
    );
    const { rerender } = render(tree(1));
    rerender(tree(2));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen.map((item) => item.reload)).size).toBe(1);
    expect(new Set(seen.map((item) => item.retry)).size).toBe(1);
  });

  it('the unsaved-changes guard binds its machine once', () => {
    const tree = (round: number) => (
      <Router hook={useGuardedLocation}>
        <p>{round}</p>
        <UnsavedChangesGuard />
      </Router>
    );
    const { rerender } = render(tree(1));
    rerender(tree(2));
    rerender(tree(3));
    expect(leaveGuardLogic.bindLeaveGuard).toHaveBeenCalledTimes(1);
  });

  it('the header\'s search and shortcuts bind the command palette\'s machine once', () => {
    const tree = (round: number) => (
      <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
        <ApiClientContext.Provider value={clients}>
          <Router>
            <p>{round}</p>
            <GlobalKeys />
          </Router>
        </ApiClientContext.Provider>
      </SessionContext.Provider>
    );
    const { rerender } = render(tree(1));
    rerender(tree(2));
    rerender(tree(3));
    expect(commandPaletteLogic.bindCommandPalette).toHaveBeenCalledTimes(1);
  });
});
