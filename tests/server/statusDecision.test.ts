import { describe, expect, it } from 'vitest';
import { decideStatus, type TaskStatus } from '../../server/src/modules/tasks/status.ts';
import { at } from './harness.ts';
import { useTestServer } from './useServer.ts';

// The status call decides in its update's WHERE (statusChange.ts changeSql) and explains a no-change with the pure
// decision (status.ts decideStatus): the two must agree on every case, or a move would be applied that the rules
// refuse, or refused that they allow. Every current status × status asked × reopen flag, through the real call.

const server = useTestServer();
const STATUSES: readonly TaskStatus[] = ['paused', 'started', 'completed'];

/** What the call must answer for a decision: its status code, the task's status after it, and whether a move is recorded. */
const expected = (current: TaskStatus, wanted: TaskStatus, reopen: boolean) => {
  const decision = decideStatus(current, wanted, reopen);
  switch (decision._tag) {
    case 'Refused':
      return { code: 409, after: current, moved: false };
    case 'Unchanged':
      return { code: 200, after: current, moved: false };
    case 'Reopen':
      return { code: 200, after: 'paused', moved: true };
    default:
      return { code: 200, after: wanted, moved: true };
  }
};

describe('task status: the statement’s decision is the rules’ decision', () => {
  const call = async (method: string, path: string, body?: unknown) =>
    server().request('acme', method, path, { token: await server().token('acme', 'admin@acme.test'), ...(body !== undefined ? { body } : {}) });

  /** A new task brought to `current` through the call itself (a new task is paused). */
  const taskIn = async (current: TaskStatus): Promise<number> => {
    const made = await call('POST', '/tasks', { summary: `Decision ${current} 4711`, with_event: false });
    expect(made.status, made.text).toBe(201);
    const id = at(made.body, 'data.id') as number;
    if (current !== 'paused') expect((await call('POST', `/tasks/${id}/status`, { status: current })).status).toBe(200);
    return id;
  };

  for (const current of STATUSES) {
    for (const wanted of STATUSES) {
      for (const reopen of [false, true]) {
        it(`${current} → ${wanted}${reopen ? ' (reopen)' : ''}`, async () => {
          const id = await taskIn(current);
          const movesBefore = ((await call('GET', `/tasks/${id}/history`)).body as { data: unknown[] }).data.length;
          const want = expected(current, wanted, reopen);
          const res = await call('POST', `/tasks/${id}/status`, { status: wanted, ...(reopen ? { reopen } : {}) });
          expect(res.status, res.text).toBe(want.code);
          const task = await call('GET', `/tasks/${id}`);
          expect(at(task.body, 'data.status')).toBe(want.after);
          // A 200 answers the task as it is now, as the read does.
          if (res.status === 200) expect(at(res.body, 'data.status')).toBe(want.after);
          const movesAfter = ((await call('GET', `/tasks/${id}/history`)).body as { data: unknown[] }).data.length;
          expect(movesAfter - movesBefore).toBe(want.moved ? 1 : 0);
        });
      }
    }
  }
});
