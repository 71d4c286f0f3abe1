import { Effect, Result } from 'effect';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { call } from '../../src/api/effect.ts';
import type { Page } from '../../src/api/envelope.ts';
import type { ApiError } from '../../src/api/errors.ts';
import { downloadRecordMedia } from '../../src/api/recordMedia.ts';
import { listTasks, updateTask, type Task, type TaskListItem } from '../../src/api/tasks.ts';
import { json } from './doubles/fetchDouble.ts';
import { createSession, validTokens } from './doubles/session.ts';

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(effect));

const wireTask = {
  id: 4,
  summary: 'Fit the shelves',
  work_id: 2,
  task_type: { id: 1, name: 'Install' },
  checklists: [{ id: 1, name: 'Tools', position: 1, items: [{ id: 9, name: 'Drill', checked: true, checked_at: null }] }],
};

describe('client: wire conversions', () => {
  it('unwraps `data` and camelizes nested objects and arrays', async () => {
    const session = createSession(() => json(200, { data: wireTask }), { tokens: validTokens });
    const result = await run(
      call((signal) => session.client.GET('/tasks/{id}', { params: { path: { id: 4 } }, signal })),
    );
    expect(Result.isSuccess(result) && result.success).toEqual({
      id: 4,
      summary: 'Fit the shelves',
      workId: 2,
      taskType: { id: 1, name: 'Install' },
      checklists: [{ id: 1, name: 'Tools', position: 1, items: [{ id: 9, name: 'Drill', checked: true, checkedAt: null }] }],
    });
  });

  it('turns a paginated answer into { items, meta } and sends the query in snake_case', async () => {
    const session = createSession(
      () =>
        json(200, { data: [wireTask], meta: { current_page: 2, last_page: 3, per_page: 1, total: 3 } }),
      { tokens: validTokens },
    );
    const result = await run(listTasks(session.client, { page: 2, pageSize: 1, workId: 2, start: '2026-03-01 00:00:00' }));

    expect(Result.isSuccess(result) && result.success.meta).toEqual({ currentPage: 2, lastPage: 3, perPage: 1, total: 3 });
    expect(Result.isSuccess(result) && result.success.items[0]?.taskType).toEqual({ id: 1, name: 'Install' });
    const url = session.server.seen[0]?.url;
    expect(url?.pathname).toBe('/api/tasks');
    expect([...(url?.searchParams.keys() ?? [])]).toEqual(['page', 'page_size', 'work_id', 'start']);
    expect(url?.searchParams.get('start')).toBe('2026-03-01 00:00:00');
  });

  it('sends JSON bodies in snake_case, nested arrays included', async () => {
    const session = createSession(() => json(201, { data: { idList: 1 } }), { tokens: validTokens });
    await run(
      call((signal) =>
        session.client.POST('/tasks/{id}/checklists', {
          params: { path: { id: 4 } },
          body: { name: 'Tools', items: [{ name: 'Drill bit' }] },
          signal,
        }),
      ),
    );
    await run(updateTask(session.client, 4, { workId: 7, taskTypeId: null }));
    expect(session.server.seen[0]?.body).toBe('{"name":"Tools","items":[{"name":"Drill bit"}]}');
    expect(session.server.seen[1]?.body).toBe('{"work_id":7,"task_type_id":null}');
  });

  it('keeps the provider case on x-preserve-case operations (body, query, records) but converts meta', async () => {
    const session = createSession(
      ({ method }) =>
        method === 'POST'
          ? json(201, { data: { idRecipient: 5, email: 'a@b.it', status: 'PENDING' } })
          : json(200, {
              data: [{ idList: 1, name: 'Clienti', description: null }],
              meta: { current_page: 1, last_page: 1, per_page: 50, total: 1 },
            }),
      { tokens: validTokens },
    );
    const created = await run(
      call((signal) =>
        session.client.POST('/newsletter/mailup/lists/{listId}/recipients', {
          params: { path: { listId: 1 }, query: { confirmEmail: true } },
          body: { Email: 'a@b.it', Name: 'Anna', Fields: [{ Id: 1, Value: 'Roma' }] },
          signal,
        }),
      ),
    );
    const lists = await run(
      call((signal) => session.client.GET('/newsletter/mailup/lists', { params: { query: { pageSize: 50 } }, signal })),
    );

    const [post, get] = session.server.seen;
    expect(post?.body).toBe('{"Email":"a@b.it","Name":"Anna","Fields":[{"Id":1,"Value":"Roma"}]}');
    expect(post?.url.search).toBe('?confirmEmail=true');
    expect(Result.isSuccess(created) && created.success).toEqual({ idRecipient: 5, email: 'a@b.it', status: 'PENDING' });
    // The list's records are read as written, but its query and meta are ordinary.
    expect(get?.url.search).toBe('?page_size=50');
    expect(Result.isSuccess(lists) && lists.success).toEqual({
      items: [{ idList: 1, name: 'Clienti', description: null }],
      meta: { currentPage: 1, lastPage: 1, perPage: 50, total: 1 },
    });
  });

  it('leaves data keys alone: dotted and dashed keys (permission names, preference keys) are not field names', async () => {
    const value = { 'calendar_subscriptions.subscribeToOthersCalendars': true, 'menu.expanded': 'collapsed' };
    const session = createSession(() => json(200, { data: { key: 'ui', value, updated_at: null } }), {
      tokens: validTokens,
    });
    const result = await run(
      call((signal) => session.client.GET('/users/me/preferences/{key}', { params: { path: { key: 'ui' } }, signal })),
    );
    expect(Result.isSuccess(result) && result.success).toEqual({ key: 'ui', value, updatedAt: null });
  });

  it('answers void for 204', async () => {
    const session = createSession(() => new Response(null, { status: 204 }), { tokens: validTokens });
    const result = await run(call((signal) => session.client.DELETE('/tasks/{id}', { params: { path: { id: 1 } }, signal })));
    expect(Result.isSuccess(result) && result.success).toBeUndefined();
  });

  it('maps a 422 to Invalid with camelCase field paths', async () => {
    const session = createSession(
      () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { work_id: ['The selected work is invalid.'], 'checklists.0.item_name': ['Required.'] },
        }),
      { tokens: validTokens },
    );
    const result = await run(updateTask(session.client, 1, { workId: 99 }));
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      _tag: 'Invalid',
      message: 'The given data was invalid.',
      fields: { workId: ['The selected work is invalid.'], 'checklists.0.itemName': ['Required.'] },
    });
  });

  it('maps a rejected fetch to Network', async () => {
    const session = createSession(
      () => {
        throw new TypeError('fetch failed');
      },
      { tokens: validTokens },
    );
    const result = await run(listTasks(session.client));
    expect(Result.isFailure(result) && result.failure._tag).toBe('Network');
  });

  it('aborts the request when the caller aborts Effect.runPromise', async () => {
    let seenSignal: AbortSignal | undefined;
    const session = createSession(
      ({ signal }) =>
        new Promise<Response>((_, reject) => {
          seenSignal = signal;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
      { tokens: validTokens },
    );
    const controller = new AbortController();
    const pending = Effect.runPromise(listTasks(session.client), { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(seenSignal?.aborted).toBe(true);
  });

  it('downloads a blob with the file name from Content-Disposition', async () => {
    const session = createSession(
      () =>
        new Response(new Uint8Array([1, 2, 3]), {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename="preventivo.pdf"; filename*=UTF-8''preventivo%20n%C2%B01.pdf`,
          },
        }),
      { tokens: validTokens },
    );
    const result = await run(downloadRecordMedia(session.client, 'tasks', 1, 2));
    expect(Result.isSuccess(result) && result.success.fileName).toBe('preventivo n°1.pdf');
    expect(Result.isSuccess(result) && (await result.success.blob.arrayBuffer()).byteLength).toBe(3);
  });

  it('types list calls as Page<TaskListItem> with camelCase fields', () => {
    const session = createSession(() => json(200, {}), { tokens: validTokens });
    expectTypeOf(listTasks(session.client)).toEqualTypeOf<Effect.Effect<Page<TaskListItem>, ApiError>>();
    expectTypeOf<Task>().toHaveProperty('workId');
    expectTypeOf<Task>().not.toHaveProperty('work_id');
    expectTypeOf<Task['taskType']>().toEqualTypeOf<{ id: number; name: string } | null>();
  });
});
