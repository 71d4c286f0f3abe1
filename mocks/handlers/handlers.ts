import { http, HttpResponse } from 'msw';
import { checkedHttp, type MockRuntime } from '../runtime.ts';
import { genericHandlers } from './generic.ts';
import { notificationHandlers } from './notifications.ts';
import { sessionHandlers } from './session.ts';
import { workflowHandlers } from './workflows.ts';

// Hand-written handlers first (msw answers with the first that matches), then a generic one for every other
// operation of the contract, then a catch-all that makes a call outside the contract loud.

/** `METHOD /path` of every hand-written handler, so the generic ones skip them. */
export const handlerKey = (info: { method: unknown; path: unknown }): string =>
  `${String(info.method)} ${String(info.path).replace(/^\*\/api/, '').replace(/:([A-Za-z_]+)/g, '{$1}')}`;

export const createHandlers = (runtime: MockRuntime) => {
  const api = checkedHttp(runtime);
  const specific = [...sessionHandlers(runtime, api), ...workflowHandlers(runtime, api), ...notificationHandlers()];
  const covered = new Set(specific.map((h) => handlerKey(h.info)));
  return [
    ...specific,
    ...genericHandlers(runtime, covered),
    http.all('*/api/*', ({ request }) => {
      const message = `The mocked API has no operation ${request.method} ${new URL(request.url).pathname} (not in openapi/api.yaml)`;
      console.error(message);
      return HttpResponse.json({ message }, { status: 404 });
    }),
  ];
};
