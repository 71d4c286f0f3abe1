import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tasks } from '../../../server/src/db/schema/tasks.ts';
import { at, type TestServer } from '../harness.ts';
import { roleClient } from './roleClient.ts';

// Concurrent status changes of one task (tasks/statusChange.ts, one update whose WHERE is the decision): however many arrive together,
// a run's time is added once and a run is started once. On PostgreSQL the calls really overlap (a pool of
// connections); on PGlite they queue.

const CALLS = 8;

export function taskStatusRaceSuite(server: () => TestServer): void {
  const { as, admin, data, ok, db } = roleClient(server);

  describe('concurrent status changes', () => {
    it(`${CALLS} concurrent pauses add the run once; ${CALLS} concurrent starts start one run`, async () => {
      const task = data(ok(await admin('POST', '/tasks', { summary: 'Concorrenza', with_event: false }), 201));
      ok(await admin('POST', `/tasks/${task.id}/status`, { status: 'started' }), 200);
      await db().update(tasks).set({ runStartedAt: new Date(Date.now() - 200_000) }).where(eq(tasks.id, task.id));
      const token = await as('acme', 'admin');
      const together = (status: string) => Promise.all(Array.from({ length: CALLS }, () => server().request('acme', 'POST', `/tasks/${task.id}/status`, { token, body: { status } })));
      const paused = await together('paused');
      expect(paused.map((r) => r.status)).toEqual(Array.from({ length: CALLS }, () => 200));
      const [row] = await db().select({ s: tasks.trackedSeconds, st: tasks.status }).from(tasks).where(eq(tasks.id, task.id));
      expect(row?.st).toBe('paused');
      expect(row?.s).toBeGreaterThanOrEqual(200);
      expect(row?.s).toBeLessThan(260);
      const started = await together('started');
      expect(started.map((r) => r.status)).toEqual(Array.from({ length: CALLS }, () => 200));
      expect(new Set(started.map((r) => at(r.body, 'data.started_at'))).size).toBe(1);
    });

    it('a start racing a completion never reopens the completed task', async () => {
      const token = await as('acme', 'admin');
      const send = (id: unknown, status: string) => server().request('acme', 'POST', `/tasks/${String(id)}/status`, { token, body: { status } });
      for (let round = 0; round < 10; round++) {
        const task = data(ok(await admin('POST', '/tasks', { summary: `Gara ${round}`, with_event: false }), 201));
        const [completed, started] = await Promise.all([send(task.id, 'completed'), send(task.id, 'started')]);
        expect(completed.status).toBe(200);
        const [row] = await db().select({ st: tasks.status }).from(tasks).where(eq(tasks.id, Number(task.id)));
        // Either the start came first (then the completion ended it) or it was refused (409: completed tasks reopen only on purpose).
        expect(row?.st).toBe('completed');
        expect([200, 409]).toContain(started.status);
      }
    });
  });
}
