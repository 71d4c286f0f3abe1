import { describe, expect, it } from 'vitest';
import { at } from './harness.ts';
import { schemaErrors } from './responseSchema.ts';
import { useTestServer } from './useServer.ts';

// Issue 35 point 2: a task's moves on its workflow (getTaskHistory), read by the live view beside the task.

const server = useTestServer();

type Entry = { status: string; at: string; user: { id: number; name: string } | null };

describe('task history', () => {
  const call = async (slug: string, role: string, method: string, path: string, body?: unknown) =>
    server().request(slug, method, path, { token: await server().token(slug, `${role}@${slug}.test`), ...(body !== undefined ? { body } : {}) });

  it('records the creation and every status change with who and when, oldest first; a status asked again is no move', async () => {
    const made = await call('acme', 'admin', 'POST', '/tasks', { summary: 'History 4711', with_event: false });
    expect(made.status, made.text).toBe(201);
    const id = at(made.body, 'data.id') as number;
    const adminId = at((await call('acme', 'admin', 'GET', '/users/me')).body, 'data.id');
    const supervisorId = at((await call('acme', 'supervisor', 'GET', '/users/me')).body, 'data.id');
    const status = (role: string, body: unknown) => call('acme', role, 'POST', `/tasks/${id}/status`, body);
    expect((await status('admin', { status: 'started' })).status).toBe(200);
    expect((await status('admin', { status: 'started' })).status).toBe(200);
    expect((await status('supervisor', { status: 'completed' })).status).toBe(200);
    // Refused (a completed task is not started again): no move either.
    expect((await status('admin', { status: 'started' })).status).toBe(409);
    expect((await status('admin', { status: 'paused', reopen: true })).status).toBe(200);

    const res = await call('acme', 'admin', 'GET', `/tasks/${id}/history`);
    expect(res.status, res.text).toBe(200);
    const entries = (res.body as { data: Entry[] }).data;
    for (const entry of entries) expect(schemaErrors(server(), 'TaskHistoryEntry', entry)).toEqual([]);
    expect(entries.map((entry) => [entry.status, entry.user?.id])).toEqual([
      ['paused', adminId],
      ['started', adminId],
      ['completed', supervisorId],
      ['paused', adminId],
    ]);
    expect([...entries.map((entry) => entry.at)].sort()).toEqual(entries.map((entry) => entry.at));
  });

  it('is read with the task’s own permission, and is not found from another tenant or for a missing task', async () => {
    const made = await call('acme', 'admin', 'POST', '/tasks', { summary: 'History 4712', with_event: false });
    const id = at(made.body, 'data.id') as number;
    expect((await call('acme', 'operator', 'GET', `/tasks/${id}`)).status).toBe((await call('acme', 'operator', 'GET', `/tasks/${id}/history`)).status);
    expect((await call('borgo', 'admin', 'GET', `/tasks/${id}/history`)).status).toBe(404);
    expect((await call('acme', 'admin', 'GET', '/tasks/2000000000/history')).status).toBe(404);
  });
});
