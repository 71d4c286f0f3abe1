import { Effect } from 'effect';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { NotFound, Network } from '../../../src/api/errors.ts';
import { bindCommandLogic, commandLogic } from '../../../src/machines/generic/command.logic.ts';
import { connectCommand } from '../../../src/machines/generic/command.connect.ts';
import { bindConfirmActionLogic, confirmActionLogic } from '../../../src/machines/generic/confirmAction.logic.ts';
import { connectConfirmAction } from '../../../src/machines/generic/confirmAction.connect.ts';
import { bindFormLogic, formLogic } from '../../../src/machines/generic/form.logic.ts';
import { connectForm } from '../../../src/machines/generic/form.connect.ts';
import { pagedListLogic } from '../../../src/machines/generic/pagedList.logic.ts';
import { connectPagedList } from '../../../src/machines/generic/pagedList.connect.ts';
import { recordLogic } from '../../../src/machines/generic/record.logic.ts';
import { connectRecord } from '../../../src/machines/generic/record.connect.ts';
import { bareRemoteValueLogic, bindRemoteValueLogic, remoteValueLogic } from '../../../src/machines/generic/remoteValue.logic.ts';
import { connectRemoteValue } from '../../../src/machines/generic/remoteValue.connect.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The generic logic values bound to a client (the machines' actors make the logic's call with the app's client, the
// guest variants with the bare one), and what each connect function shows of their snapshots: no React.

const { client, calls } = fakeApiClient((call) => (call.path === '/things/{id}' ? { status: 200, body: { data: { id: 7, name: 'Seven' } } } : { status: 404, body: { message: 'No.' } }));
const getThing = (apiClient: ApiClient, id: number) =>
  Effect.tryPromise({ try: () => apiClient.GET('/things/{id}' as '/goals/{id}', { params: { path: { id } } }), catch: () => new Network({ cause: null }) }).pipe(
    Effect.flatMap((answer) => ('data' in answer && answer.data !== undefined ? Effect.succeed(answer.data as unknown as { data: { id: number; name: string } }) : Effect.fail(new NotFound({ message: 'No.' })))),
    Effect.map((body) => body.data),
  );
const missing = { ns: 'errors', key: 'guards.missingId', params: {} } as const;

describe('recordLogic', () => {
  it('reads the record with the client it is bound to, and connect shows it', async () => {
    const logic = recordLogic((apiClient, id: number) => getThing(apiClient, id));
    const actor = createActor(logic.bind(client, undefined), { input: { id: 7, missingMessage: missing } }).start();
    expect(connectRecord(actor.getSnapshot())).toMatchObject({ loading: true, record: null, canRetry: false });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls.at(-1)).toMatchObject({ method: 'GET', params: { path: { id: 7 } } });
    expect(connectRecord(actor.getSnapshot())).toEqual({ record: { id: 7, name: 'Seven' }, missing: null, notFound: false, notFoundMessage: null, errorTag: null, loading: false, failed: false, reloading: false, canRetry: false, canReload: true });
  });

  it('passes the context given at binding to the call; a failure offers a retry', async () => {
    const seen: string[] = [];
    const logic = recordLogic((_client, id: number, context: { owner: string }) => {
      seen.push(`${context.owner}/${id}`);
      return Effect.fail(new Network({ cause: null }));
    });
    const actor = createActor(logic.bind(client, { owner: 'goals' }), { input: { id: 3, missingMessage: missing } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(seen).toEqual(['goals/3']);
    expect(connectRecord(actor.getSnapshot())).toMatchObject({ failed: true, errorTag: 'Network', canRetry: true, canReload: false });
  });

  it('without an id makes no call and shows the guard message', () => {
    let asked = 0;
    const logic = recordLogic(() => {
      asked += 1;
      return Effect.succeed({ id: 1 });
    });
    const actor = createActor(logic.bind(client, undefined), { input: { id: null, missingMessage: missing } }).start();
    expect(connectRecord(actor.getSnapshot())).toMatchObject({ missing, loading: false, failed: false });
    expect(asked).toBe(0);
  });
});

describe('pagedListLogic', () => {
  it('asks for the page with the filters and the context; connect tells first load, rows and reload apart', async () => {
    const requests: unknown[] = [];
    const logic = pagedListLogic((_client, request: { page: number; pageSize: number; filters: { search?: string }; sort: string | null }, context: { paginated: boolean }) => {
      requests.push({ ...request, context });
      return Effect.succeed({ items: [{ id: 1 }], meta: { currentPage: 1, lastPage: 1, perPage: 50, total: 1 } });
    });
    const actor = createActor(logic.bind(client, { paginated: false }), { input: { filters: { search: 'ro' } } }).start();
    expect(connectPagedList(actor.getSnapshot())).toMatchObject({ status: 'loading', reloading: false });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(requests).toEqual([{ page: 1, pageSize: 50, filters: { search: 'ro' }, sort: null, context: { paginated: false } }]);
    expect(connectPagedList(actor.getSnapshot())).toMatchObject({ status: 'ready', items: [{ id: 1 }], canRetry: false });
    actor.send({ type: 'list.reload' });
    expect(connectPagedList(actor.getSnapshot())).toMatchObject({ status: 'ready', reloading: true });
  });
});

describe('formLogic', () => {
  it("sends the screen's request built from the values, and reports the outcome to the screen", async () => {
    const sent: unknown[] = [];
    const saved: unknown[] = [];
    const logic = formLogic((_client, request: { id: number; body: { name: string } }) => {
      sent.push(request);
      return Effect.succeed({ id: request.id, ...request.body });
    });
    const machine = bindFormLogic(logic, { client, bareClient: client }, (values: { name: string }) => ({ id: 4, body: { name: values.name.trim() } }), { onSucceeded: (result) => saved.push(result) });
    const actor = createActor(machine, { input: { initialValues: { name: '' } } }).start();
    actor.send({ type: 'form.change', field: 'name', value: ' Rossi 4711 ' });
    expect(connectForm(actor.getSnapshot())).toMatchObject({ dirty: true, saving: false });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(sent).toEqual([{ id: 4, body: { name: 'Rossi 4711' } }]);
    expect(saved).toEqual([{ id: 4, name: 'Rossi 4711' }]);
  });

  it('a failure a retry can fix offers it; the form keeps what was typed', async () => {
    const logic = formLogic(() => Effect.fail(new Network({ cause: null })));
    const actor = createActor(bindFormLogic(logic, { client, bareClient: client }, (values: { name: string }) => values, { onSucceeded: () => undefined }), { input: { initialValues: { name: '' } } }).start();
    actor.send({ type: 'form.change', field: 'name', value: 'x' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.formError !== null);
    expect(connectForm(actor.getSnapshot())).toMatchObject({ formError: 'Network', canRetry: true, values: { name: 'x' } });
  });
});

describe('commandLogic and confirmActionLogic', () => {
  it('runs the command with the client, and connect shows the command running', async () => {
    const done: unknown[] = [];
    const logic = commandLogic((apiClient: ApiClient, command: { id: number }) => getThing(apiClient, command.id));
    const actor = createActor(bindCommandLogic(logic, client, { onDone: (command, result) => done.push([command, result]) })).start();
    actor.send({ type: 'command.run', command: { id: 7 } });
    expect(connectCommand(actor.getSnapshot())).toMatchObject({ running: true, command: { id: 7 } });
    await waitFor(actor, (snapshot) => !snapshot.matches('running'));
    expect(done).toEqual([[{ id: 7 }, { id: 7, name: 'Seven' }]]);
  });

  it('acts only once confirmed; a missing record is final (no retry offered)', async () => {
    const acted: number[] = [];
    const logic = confirmActionLogic((_client, thing: { id: number }) => {
      acted.push(thing.id);
      return Effect.fail(new NotFound({ message: 'Gone.' }));
    });
    const actor = createActor(bindConfirmActionLogic(logic, client, { onDone: () => undefined })).start();
    actor.send({ type: 'confirm.open', payload: { id: 5 } });
    expect(connectConfirmAction(actor.getSnapshot())).toMatchObject({ open: true, busy: false, canConfirm: true, payload: { id: 5 } });
    expect(acted).toEqual([]);
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(acted).toEqual([5]);
    expect(connectConfirmAction(actor.getSnapshot())).toMatchObject({ open: true, failed: true, canConfirm: false, errorTag: 'NotFound' });
  });
});

describe('remoteValueLogic', () => {
  it('reads per input; a new input reads again and the shown value stays meanwhile', async () => {
    const inputs: number[] = [];
    const logic = remoteValueLogic((_client, year: number) => {
      inputs.push(year);
      return Effect.succeed({ year });
    });
    const actor = createActor(bindRemoteValueLogic(logic, { client, bareClient: client }), { input: { input: 2026 } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'value.input', input: 2025 });
    expect(connectRemoteValue(actor.getSnapshot())).toMatchObject({ loading: true, value: { year: 2026 } });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(inputs).toEqual([2026, 2025]);
    expect(connectRemoteValue(actor.getSnapshot())).toEqual({ value: { year: 2025 }, loading: false, failed: false, errorTag: null, canRetry: false });
  });

  it('a guest value reads through the bare client; a failure offers a retry that reads again', async () => {
    const used: unknown[] = [];
    const bare = {} as ApiClient;
    let attempts = 0;
    const logic = bareRemoteValueLogic((bareClient) => {
      used.push(bareClient);
      attempts += 1;
      return attempts === 1 ? Effect.fail(new Network({ cause: null })) : Effect.succeed('token ok');
    });
    const actor = createActor(bindRemoteValueLogic(logic, { client, bareClient: bare }), { input: { input: undefined } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(connectRemoteValue(actor.getSnapshot())).toMatchObject({ failed: true, canRetry: true, errorTag: 'Network' });
    actor.send({ type: 'value.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(used.every((one) => one === bare)).toBe(true);
    expect(connectRemoteValue(actor.getSnapshot()).value).toBe('token ok');
  });
});
