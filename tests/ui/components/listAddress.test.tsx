// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Effect } from 'effect';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Page } from '../../../src/api/envelope.ts';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import { pagedListLogic } from '../../../src/machines/generic/pagedList.logic.ts';
import type { LoadPageInput } from '../../../src/machines/generic/pagedList.machine.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { decodeListPlace, encodeListPlace, withListPlace, type ListAddressOptions } from '../../../src/ui/components/listAddress.ts';
import { usePagedList, type PagedList } from '../../../src/ui/components/usePagedList.ts';

afterEach(cleanup);

type Row = { id: number };
type Filters = { search?: string; status?: string | null; typed?: string };
const ADDRESS: ListAddressOptions<Filters> = { filters: ['search', 'status'] };

describe('list address codec', () => {
  it('round-trips page, sort and the chosen filters, leaving defaults and other keys out', () => {
    const place = { page: 3, sort: '-start,id', filters: { search: 'rossi', status: 'open', typed: 'not in the address' } };
    const search = encodeListPlace(place, ADDRESS);
    expect(search).toBe('page=3&sort=-start%2Cid&search=rossi&status=open');
    expect(decodeListPlace(search, ADDRESS, {})).toEqual({ page: 3, sort: '-start,id', filters: { search: 'rossi', status: 'open' } });
    expect(encodeListPlace({ page: 1, sort: null, filters: { search: '', status: null } }, ADDRESS)).toBe('');
  });

  it('keeps parameters it does not own and drops a nonsense page', () => {
    expect(withListPlace('tab=2&page=9', { page: 2, sort: null, filters: {} }, ADDRESS)).toBe('tab=2&page=2');
    expect(decodeListPlace('page=-4', ADDRESS, { status: 'x' })).toEqual({ page: 1, sort: null, filters: { status: undefined, search: undefined } });
  });
});

describe('usePagedList with an address', () => {
  const mount = (path: string) => {
    const location = memoryLocation({ path, record: true });
    const requests: LoadPageInput<Filters>[] = [];
    const load = (input: LoadPageInput<Filters>) => {
      requests.push(input);
      const page: Page<Row> = { items: [{ id: input.page }], meta: { currentPage: input.page, lastPage: 5, perPage: 50, total: 250 } };
      return Effect.succeed(page);
    };
    // The list's logic answers from memory, recording each request (the client is not used).
    const rows = pagedListLogic<Row, Filters>((_client, input) => load(input));
    const noClient = {} as ApiClient;
    const holder: { list?: PagedList<Row, Filters> } = {};
    const Screen = () => {
      holder.list = usePagedList(rows, {}, { address: ADDRESS });
      return null;
    };
    render(
      <ApiClientContext.Provider value={{ client: noClient, bareClient: noClient as unknown as BareApiClient }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Screen />
        </Router>
      </ApiClientContext.Provider>,
    );
    const list = () => {
      if (!holder.list) throw new Error('not rendered');
      return holder.list;
    };
    return { location, requests, list };
  };

  it('opens the place a shared link names (first request already sorted and on its page)', async () => {
    const { requests, location } = mount('/tasks?page=3&sort=-start&status=open&tab=x');
    await waitFor(() => expect(requests.length).toBe(1));
    expect(requests[0]).toMatchObject({ page: 3, sort: '-start', filters: { status: 'open' } });
    expect(location.history).toEqual(['/tasks?page=3&sort=-start&status=open&tab=x']);
  });

  it('writes page and sort as new history entries and filters as a replacement', async () => {
    const { requests, location, list } = mount('/tasks');
    await waitFor(() => expect(list().status).toBe('ready'));
    act(() => list().goToPage(2));
    await waitFor(() => expect(location.history.at(-1)).toBe('/tasks?page=2'));
    act(() => list().sortBy('-start'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/tasks?sort=-start'));
    act(() => list().filter({ search: 'r' }));
    act(() => list().filter({ search: 'ro' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/tasks?sort=-start&search=ro'));
    expect(location.history).toEqual(['/tasks', '/tasks?page=2', '/tasks?sort=-start&search=ro']);
    expect(requests.at(-1)).toMatchObject({ page: 1, sort: '-start', filters: { search: 'ro' } });
  });

  it('follows an address changed from outside (back, forward, a link) without writing it again', async () => {
    const { requests, location, list } = mount('/tasks?page=2&sort=name');
    await waitFor(() => expect(list().status).toBe('ready'));
    act(() => location.navigate('/tasks?sort=-name&search=bianchi', { replace: true }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ page: 1, sort: '-name', filters: { search: 'bianchi' } }));
    expect(list().sort).toBe('-name');
    expect(location.history).toEqual(['/tasks?sort=-name&search=bianchi']);
  });
});
