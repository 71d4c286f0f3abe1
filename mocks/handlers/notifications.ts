import { http, HttpResponse } from 'msw';

// The notifications' live stream (streamNotifications): held open like the server's, with its opening comment and
// nothing after it. A generic answer would end at once, and the bell would reconnect every few seconds: calls of its
// own, and token refreshes at moments a test does not choose (the 401 storm counts exactly one refresh). New
// notifications come from the list (generic handler, seeded from the contract's example).
export const notificationHandlers = () => [
  http.get('*/api/notifications/stream', ({ request }) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('retry: 3000\n: connected\n\n'));
        request.signal.addEventListener('abort', () => controller.close(), { once: true });
      },
    });
    return new HttpResponse(body, { status: 200, headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' } });
  }),
];
