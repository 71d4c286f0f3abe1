// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import type { AppNotification } from '../../../src/api/notifications.ts';
import { useNotificationList } from '../../../src/ui/notifications/useNotificationList.ts';

// The bell's list against a client whose answers the test releases: a notification the stream pushes while a reload
// is on its way must not vanish when the reload's older answer lands (notifications.spec once lost one for 60 s).

const n = (id: number): AppNotification => ({ id, kind: 'vacation.decided', recordType: 'vacation', recordId: id, params: {}, createdAt: '2026-11-24 10:00:00', readAt: null });

/** GET /notifications answered by the test: each call waits until `answer(items)` releases it. */
const heldClient = () => {
  const waiting: ((items: readonly AppNotification[]) => void)[] = [];
  const GET = (_path: string, init: { params: { query: { unread?: boolean } } }) =>
    new Promise((resolve) => {
      waiting.push((items) => {
        const body = { items: init.params.query.unread ? items.slice(0, 1) : items, meta: { currentPage: 1, lastPage: 1, perPage: 20, total: init.params.query.unread ? items.filter((x) => x.readAt === null).length : items.length } };
        resolve({ data: body, response: new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }) });
      });
    });
  const client = { GET } as unknown as ApiClient;
  /** Answers the two reads of the oldest reload still waiting. */
  const answer = async (items: readonly AppNotification[]) => {
    await act(async () => {
      for (const release of waiting.splice(0, 2)) release(items);
      await new Promise((r) => setTimeout(r, 0));
    });
  };
  return { client, answer, waiting: () => waiting.length };
};

describe('the bell list', () => {
  it('reads again when the stream brought a notification while a reload was on its way, and keeps it', async () => {
    const { client, answer, waiting } = heldClient();
    const { result } = renderHook(() => useNotificationList(client));
    act(() => result.current.reload());
    // The server read the page before 12 existed; the stream pushes 12 before that answer arrives.
    act(() => result.current.arrived(n(12)));
    await answer([n(11)]);
    // The answer predates what the stream brought: read again, and this one holds it.
    expect(waiting()).toBe(2);
    await answer([n(12), n(11)]);
    expect(result.current.state.items.map((x) => x.id)).toEqual([12, 11]);
    expect(result.current.state.unread).toBe(2);
    expect(waiting()).toBe(0);
  });

  it('does not read again when nothing came meanwhile', async () => {
    const { client, answer, waiting } = heldClient();
    const { result } = renderHook(() => useNotificationList(client));
    act(() => result.current.reload());
    await answer([n(11)]);
    expect(waiting()).toBe(0);
    expect(result.current.state).toMatchObject({ status: 'ready', unread: 1 });
  });
});
