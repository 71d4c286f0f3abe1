import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createPagedListMachine, defaultPageSize, loadedStart, type LoadPageInput, type PageResult } from '../../../src/machines/generic/pagedList.machine.ts';
import { selectIsReloading, selectListStatus } from '../../../src/machines/generic/pagedList.selectors.ts';
import { actorDone, actorError, generateMachinePaths, pathCoverage } from '../pathTestHelper.ts';
import { pendingPromise, tagged } from './stubs.ts';

type Row = { id: number };
type Filters = { q?: string; status?: string };

const page = (currentPage: number, lastPage: number, items: readonly Row[]): PageResult<Row> => ({
  items,
  meta: { currentPage, lastPage, perPage: 50, total: items.length + (lastPage - 1) * 50 },
});

const machine = createPagedListMachine<Row, Filters>();

describe('pagedList machine: guards and actions', () => {
  it('loads the first page with the default page size and lands in ready.hasRows', async () => {
    const calls: LoadPageInput<Filters>[] = [];
    const actor = createActor(
      machine.provide({ actors: { loadPage: fromPromise(async ({ input }: { input: LoadPageInput<Filters> }) => (calls.push(input), page(1, 3, [{ id: 1 }]))) } }),
      { input: {} },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toEqual([{ page: 1, pageSize: defaultPageSize, filters: {}, sort: null }]);
    expect(actor.getSnapshot().matches({ ready: 'hasRows' })).toBe(true);
    expect(selectListStatus(actor.getSnapshot())).toBe('ready');
  });

  it('an empty page lands in ready.empty', async () => {
    const actor = createActor(machine.provide({ actors: { loadPage: fromPromise(async () => page(1, 1, [])) } }), { input: {} }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().matches({ ready: 'empty' })).toBe(true);
  });

  it.each([
    ['rows', page(1, 3, [{ id: 1 }, { id: 2 }])],
    ['no rows', page(1, 1, [])],
  ] as const)('loadedStart is where a first load of a page with %s leaves the machine', async (_, result) => {
    const loaded = createActor(machine.provide({ actors: { loadPage: fromPromise(async () => result) } }), { input: {} }).start();
    await waitFor(loaded, (snapshot) => snapshot.matches('ready'));
    const started = createActor(machine, { input: {}, snapshot: machine.resolveState(loadedStart<Row, Filters>(result)) }).start();
    expect(started.getSnapshot().value).toEqual(loaded.getSnapshot().value);
    expect(started.getSnapshot().context).toEqual(loaded.getSnapshot().context);
  });

  it('a new filter while loading restarts the request with merged filters on page 1 and aborts the stale one', async () => {
    const signals: AbortSignal[] = [];
    const inputs: LoadPageInput<Filters>[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          loadPage: fromPromise(({ input, signal }: { input: LoadPageInput<Filters>; signal: AbortSignal }) => {
            signals.push(signal);
            inputs.push(input);
            return new Promise<PageResult<Row>>(() => undefined);
          }),
        },
      }),
      { input: { filters: { status: 'open' }, page: 3 } },
    ).start();
    actor.send({ type: 'list.filter', filters: { q: 'rossi' } });
    expect(signals[0]?.aborted).toBe(true);
    expect(inputs[1]).toEqual({ page: 1, pageSize: 50, filters: { status: 'open', q: 'rossi' }, sort: null });
  });

  it('a sort starts from page 1 with the new order, keeps the filters and aborts the stale request', () => {
    const signals: AbortSignal[] = [];
    const inputs: LoadPageInput<Filters>[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          loadPage: fromPromise(({ input, signal }: { input: LoadPageInput<Filters>; signal: AbortSignal }) => {
            signals.push(signal);
            inputs.push(input);
            return new Promise<PageResult<Row>>(() => undefined);
          }),
        },
      }),
      { input: { filters: { status: 'open' }, page: 3, sort: 'name' } },
    ).start();
    expect(inputs[0]).toEqual({ page: 3, pageSize: 50, filters: { status: 'open' }, sort: 'name' });
    actor.send({ type: 'list.sort', sort: '-start,id' });
    expect(signals[0]?.aborted).toBe(true);
    expect(inputs[1]).toEqual({ page: 1, pageSize: 50, filters: { status: 'open' }, sort: '-start,id' });
    actor.send({ type: 'list.sort', sort: null });
    expect(inputs[2]?.sort).toBeNull();
  });

  it('restore takes page, filters and sort as given (the address after back), from any state', () => {
    const inputs: LoadPageInput<Filters>[] = [];
    const actor = createActor(
      machine.provide({ actors: { loadPage: fromPromise(({ input }: { input: LoadPageInput<Filters> }) => (inputs.push(input), new Promise<PageResult<Row>>(() => undefined))) } }),
      { input: { filters: { status: 'open', q: 'x' }, sort: 'name' } },
    ).start();
    actor.send({ type: 'list.restore', page: 4, filters: { q: 'y' }, sort: null });
    expect(inputs[1]).toEqual({ page: 4, pageSize: 50, filters: { q: 'y' }, sort: null });
    actor.send({ type: 'list.restore', page: 0, filters: {}, sort: '-id' });
    expect(inputs[2]).toEqual({ page: 1, pageSize: 50, filters: {}, sort: '-id' });
  });

  it('keeps the previous rows while reloading (no flash) and exposes it through selectIsReloading', () => {
    const actor = createActor(machine.provide({ actors: { loadPage: pendingPromise<PageResult<Row>, LoadPageInput<Filters>>() } }), { input: {} }).start();
    actor.send(actorDone('loadPage', page(1, 2, [{ id: 1 }])) as never);
    actor.send({ type: 'list.page', page: 2 });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([{ id: 1 }]);
    expect(selectIsReloading(actor.getSnapshot())).toBe(true);
    expect(selectListStatus(actor.getSnapshot())).toBe('ready');
  });

  it('isOtherPageInRange refuses the current page, page 0 and pages past the last', () => {
    const actor = createActor(machine.provide({ actors: { loadPage: pendingPromise<PageResult<Row>, LoadPageInput<Filters>>() } }), { input: {} }).start();
    actor.send(actorDone('loadPage', page(1, 2, [{ id: 1 }])) as never);
    for (const refused of [1, 0, 3, 1.5]) expect(actor.getSnapshot().can({ type: 'list.page', page: refused })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'list.page', page: 2 })).toBe(true);
  });

  it('stores the error tag on failure and retries', () => {
    const actor = createActor(machine.provide({ actors: { loadPage: pendingPromise<PageResult<Row>, LoadPageInput<Filters>>() } }), { input: {} }).start();
    actor.send(actorError('loadPage', tagged('Network')) as never);
    expect(actor.getSnapshot().matches('failure')).toBe(true);
    expect(actor.getSnapshot().context.errorTag).toBe('Network');
    expect(selectListStatus(actor.getSnapshot())).toBe('error');
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });
});

describe('pagedList machine: generated paths', () => {
  const stubbed = machine.provide({ actors: { loadPage: pendingPromise<PageResult<Row>, LoadPageInput<Filters>>() } });
  const paths = generateMachinePaths(stubbed, {
    input: {},
    events: [
      actorDone('loadPage', page(1, 2, [{ id: 1 }])),
      actorDone('loadPage', page(1, 1, [])),
      actorError('loadPage', tagged('Server')),
      { type: 'list.page', page: 2 },
      { type: 'list.filter', filters: { q: 'a' } },
      { type: 'list.sort', sort: '-start' },
      { type: 'list.restore', page: 2, filters: { q: 'b' }, sort: 'name' },
      { type: 'list.reload' },
      { type: 'list.retry' },
    ],
  });

  it('covers every state and every transition', () => {
    expect(pathCoverage(stubbed, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await path.run();
  });
});
