import { describe, expect, it } from 'vitest';
import { notificationCalls, PANEL_SIZE } from '../../../src/machines/records/notifications.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';
import { PAGE } from './recordsHarness.ts';

// The bell's calls against a fake client: the panel's two reads, marking one and all read.

describe('notifications logic', () => {
  it('loadPanel reads the newest page and counts the unread from a page of one', async () => {
    const { client, calls } = fakeApiClient((call) =>
      (call.params as { query: { unread?: boolean } }).query.unread
        ? { status: 200, body: { ...PAGE([{ id: 9 }]), meta: { ...PAGE([]).meta, total: 7 } } }
        : { status: 200, body: PAGE([{ id: 9 }, { id: 8 }]) },
    );
    const panel = await notificationCalls(client).loadPanel();
    expect(calls.map((call) => (call.params as { query: unknown }).query)).toEqual([{ pageSize: PANEL_SIZE }, { unread: true, pageSize: 1 }]);
    expect(panel).toEqual({ items: [{ id: 9 }, { id: 8 }], unread: 7 });
  });

  it('loadPanel fails when either read fails', async () => {
    const { client } = fakeApiClient(() => ({ status: 500, body: { message: 'down' } }));
    await expect(notificationCalls(client).loadPanel()).rejects.toBeDefined();
  });

  it('markRead posts to the notification, markAllRead to all of them', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 4, readAt: '2026-11-24 10:00:00' } }));
    expect(await notificationCalls(client).markRead(4)).toEqual({ id: 4, readAt: '2026-11-24 10:00:00' });
    await notificationCalls(client).markAllRead();
    expect(calls.map((call) => [call.method, call.path, call.params])).toEqual([
      ['POST', '/notifications/{id}/read', { path: { id: 4 } }],
      ['POST', '/notifications/read', undefined],
    ]);
  });
});
