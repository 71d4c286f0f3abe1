import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client.ts';
import { parseEvents, readEventStream, type ServerSentEvent } from '../../src/api/eventStream.ts';
import { streamNotifications } from '../../src/api/notifications.ts';

describe('server-sent events read with fetch', () => {
  it('parses events, skips comments (heartbeats) and keeps an unfinished event for later', () => {
    const { events, rest } = parseEvents('retry: 3000\n: connected\n\n: ping\n\nevent: notification\nid: 7\ndata: {"id":7}\n\nevent: notif');
    expect(events).toEqual([{ event: 'notification', id: '7', data: '{"id":7}' }]);
    expect(rest).toBe('event: notif');
  });

  it('joins multi-line data and accepts CRLF line ends', () => {
    expect(parseEvents('data: a\r\ndata: b\r\n\r\n').events).toEqual([{ event: 'message', id: null, data: 'a\nb' }]);
  });

  it('reads a body whose events are split across chunks', async () => {
    const chunks = ['event: notification\nid: 1\nda', 'ta: {"id":1}\n\n: ping\n', '\nevent: notification\nid: 2\ndata: {"id":2}\n\n'];
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(encoder.encode(c));
        controller.close();
      },
    });
    const seen: ServerSentEvent[] = [];
    await readEventStream(body, (e) => seen.push(e));
    expect(seen.map((e) => e.id)).toEqual(['1', '2']);
  });
});

describe('the notification stream over the client', () => {
  it('hands on notifications camelized and well-formed unread states, and drops a malformed one', async () => {
    const text =
      'retry: 3000\n: connected\n\nevent: notification\nid: 9\ndata: {"id":9,"record_type":"vacation","read_at":null}\n\n' +
      'event: unread\ndata: {"through":9,"count":1,"ids":[9],"recent":[9,4]}\n\nevent: unread\ndata: {"through":"9"}\n\n' +
      // Without the ids still there, a list could not tell which entries went with their records: dropped too.
      'event: unread\ndata: {"through":9,"count":1,"ids":[9]}\n\n';
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });
    const client = { GET: () => Promise.resolve({ data: body, response: new Response(null, { status: 200 }) }) } as unknown as ApiClient;
    const heard: unknown[] = [];
    await streamNotifications(client, null, new AbortController().signal, {
      onOpen: () => heard.push('open'),
      onNotification: (n) => heard.push(n),
      onUnread: (u) => heard.push(u),
    });
    expect(heard).toEqual(['open', { id: 9, recordType: 'vacation', readAt: null }, { through: 9, count: 1, ids: [9], recent: [9, 4] }]);
  });
});
