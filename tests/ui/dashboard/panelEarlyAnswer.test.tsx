// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Effect } from 'effect';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import type { Page } from '../../../src/api/envelope.ts';
import type { ApiError } from '../../../src/api/errors.ts';
import { pagedListLogic } from '../../../src/machines/generic/pagedList.logic.ts';
import type { ListFilters } from '../../../src/machines/generic/pagedList.machine.ts';
import type { PanelLogic } from '../../../src/machines/records/dashboard.logic.ts';
import { createPanelPrefetch } from '../../../src/machines/records/panelPrefetch.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { usePanelList } from '../../../src/ui/dashboard/usePanelList.ts';

// A dashboard panel mounted after its early read has answered shows its rows in its first commit (issue 36 point 4:
// no skeleton, then a second commit); mounted before, it shows the skeleton and then the rows as before; reloads
// still read again.

afterEach(cleanup);

const clients = { client: {} as ApiClient, bareClient: {} as BareApiClient };
const page = (items: string[]): Page<string> => ({ items, meta: { currentPage: 1, lastPage: 1, perPage: 10, total: items.length } });

const setUp = () => {
  let calls = 0;
  let answer: (value: Page<string>) => void = () => undefined;
  const { prefetchable } = createPanelPrefetch({ token: () => 'token-1', now: () => 0 });
  const read = prefetchable('panel', () => '', (): Effect.Effect<Page<string>, ApiError> => {
    calls += 1;
    return Effect.promise(() => new Promise<Page<string>>((resolve) => (answer = resolve)));
  });
  const logic: PanelLogic<string> = {
    ...pagedListLogic<string, ListFilters>((client) => read.load(client)),
    arrived: () => read.arrived(),
    adopt: () => read.adopt(),
  };
  return { read, logic, answer: (value: Page<string>) => answer(value), calls: () => calls };
};

const statuses: string[] = [];
const Panel = ({ logic }: { logic: PanelLogic<string> }) => {
  const list = usePanelList(logic);
  statuses.push(list.status === 'ready' ? `ready:${list.items.join(',')}` : list.status);
  return (
    <>
      {list.status === 'loading' ? <p>skeleton</p> : <ul>{list.items.map((item) => <li key={item}>{item}</li>)}</ul>}
      <button type="button" onClick={list.reload}>
        reload
      </button>
    </>
  );
};

const mount = (logic: PanelLogic<string>) => {
  statuses.length = 0;
  render(
    <ApiClientContext.Provider value={clients}>
      <Panel logic={logic} />
    </ApiClientContext.Provider>,
  );
};

describe('a dashboard panel and its early answer', () => {
  it('mounted after the early answer arrived: the rows in the first render, never the skeleton, no call of its own', async () => {
    const panel = setUp();
    panel.read.prefetch(clients.client);
    panel.answer(page(['Rossi 4711', 'Bianchi 12']));
    await act(async () => undefined);
    mount(panel.logic);
    expect(statuses[0]).toBe('ready:Rossi 4711,Bianchi 12');
    expect(statuses).not.toContain('loading');
    expect(screen.queryByText('skeleton')).toBeNull();
    expect(panel.calls()).toBe(1);
    // A reload (after a decision in the panel) reads again.
    act(() => screen.getByRole('button', { name: 'reload' }).click());
    expect(panel.calls()).toBe(2);
    await act(async () => panel.answer(page(['Rossi 4711'])));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rossi 4711']);
  });

  it('an early answer that arrived empty: the empty state at once', async () => {
    const panel = setUp();
    panel.read.prefetch(clients.client);
    panel.answer(page([]));
    await act(async () => undefined);
    mount(panel.logic);
    expect(statuses[0]).toBe('ready:');
  });

  it('mounted while the early answer is on its way: the skeleton, then the rows from that answer (no second call)', async () => {
    const panel = setUp();
    panel.read.prefetch(clients.client);
    mount(panel.logic);
    expect(statuses[0]).toBe('loading');
    expect(screen.getByText('skeleton')).toBeDefined();
    await act(async () => panel.answer(page(['Rossi 4711'])));
    expect(await screen.findByText('Rossi 4711')).toBeDefined();
    expect(panel.calls()).toBe(1);
  });

  it('without an early read: the skeleton, then its own call', async () => {
    const panel = setUp();
    mount(panel.logic);
    expect(statuses[0]).toBe('loading');
    await act(async () => undefined);
    expect(panel.calls()).toBe(1);
    await act(async () => panel.answer(page(['Rossi 4711'])));
    expect(await screen.findByText('Rossi 4711')).toBeDefined();
  });

  it('a first render React throws away (a sibling suspends) leaves the answer for the render done again: rows at once, no call of its own', async () => {
    const panel = setUp();
    panel.read.prefetch(clients.client);
    panel.answer(page(['Rossi 4711']));
    await act(async () => undefined);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let waiting = true;
    void held.then(() => (waiting = false));
    const Sibling = () => {
      if (waiting) throw held;
      return null;
    };
    statuses.length = 0;
    render(
      <ApiClientContext.Provider value={clients}>
        <Suspense fallback={<p>waiting</p>}>
          <Panel logic={panel.logic} />
          <Sibling />
        </Suspense>
      </ApiClientContext.Provider>,
    );
    expect(screen.getByText('waiting')).toBeDefined();
    await act(async () => release());
    expect(await screen.findByText('Rossi 4711')).toBeDefined();
    expect(statuses).not.toContain('loading');
    expect(panel.calls()).toBe(1);
    // Adopted once mounted: a reload reads again.
    act(() => screen.getByRole('button', { name: 'reload' }).click());
    expect(panel.calls()).toBe(2);
  });
});
