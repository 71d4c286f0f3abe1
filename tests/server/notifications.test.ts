import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness.ts';
import { findPgBin, startPgCluster, type PgCluster } from './pgCluster.ts';
import { notificationsSuite } from './suites/notifications.ts';
import { useTestServer } from './useServer.ts';

// Notifications on both engines: PGlite (one process, its own listener) and PostgreSQL, where a notification written
// through one server process reaches a stream held by another (LISTEN/NOTIFY).

describe('notifications on PGlite', () => {
  notificationsSuite(useTestServer());
});

const binDir = findPgBin();
if (binDir) {
  describe('notifications on PostgreSQL', () => {
    let cluster: PgCluster | undefined;
    let starting: Promise<PgCluster> | undefined;
    const clusterReady = (): Promise<PgCluster> => (starting ??= startPgCluster(binDir).then((c) => (cluster = c)));
    beforeAll(async () => {
      await clusterReady();
    }, 120_000);
    afterAll(() => cluster?.stop());

    describe('one process', () => {
      notificationsSuite(useTestServer(async () => (await clusterReady()).createDatabase('bottega_notifications')));
    });

    it('a stream on one process hears a notification written through another', async () => {
      const url = await (await clusterReady()).createDatabase('bottega_notifications_two');
      const first = await startTestServer({ databaseUrl: url });
      const second = await startTestServer({ databaseUrl: url });
      try {
        const operator = await first.token('acme', 'operator@acme.test');
        const stream = await first.app.request('http://acme.localhost/api/notifications/stream', { headers: { accept: 'text/event-stream', authorization: `Bearer ${operator}` } });
        const reader = stream.body?.getReader();
        if (!reader) throw new Error('no stream');
        const me = await second.request('acme', 'GET', '/users/me', { token: await second.token('acme', 'operator@acme.test') });
        const operatorId = (me.body as { data: { id: number } }).data.id;
        const started = Date.now();
        const made = await second.request('acme', 'POST', '/tasks', { token: await second.token('acme', 'admin@acme.test'), body: { summary: "Dall'altro processo", assignee_id: operatorId, with_event: false } });
        expect(made.status, made.text).toBe(201);
        const decoder = new TextDecoder();
        let text = '';
        while (!text.includes('event: notification') && Date.now() - started < 5_000) {
          const chunk = await reader.read();
          if (chunk.done) break;
          text += decoder.decode(chunk.value);
        }
        await reader.cancel();
        expect(text).toContain('"kind":"task.assigned"');
        // Well before the 30-second safety poll: it was the signal.
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await second.close();
        await first.close();
      }
    }, 120_000);
  });
} else {
  console.warn('[tests/server/notifications] PostgreSQL binaries not found: the PostgreSQL run is skipped.');
}
