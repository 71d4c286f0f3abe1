import type { ApiClient } from '../../src/api/client.ts';

// A client that answers as the app's client does (envelope unwrapped, camelCase), recording each call: the logic
// modules' tests drive their machines against it, without a server or React.

export type FakeCall = { readonly method: string; readonly path: string; readonly params: unknown; readonly body: unknown };
export type FakeAnswer = { readonly status: number; readonly body?: unknown };

export const fakeApiClient = (answer: (call: FakeCall) => FakeAnswer) => {
  const calls: FakeCall[] = [];
  const method =
    (name: string) =>
    async (path: string, init: { params?: unknown; body?: unknown } = {}) => {
      const call = { method: name, path, params: init.params, body: init.body };
      calls.push(call);
      const reply = answer(call);
      const response = new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
      return reply.status < 300 ? { data: reply.body, response } : { error: reply.body, response };
    };
  const client = { GET: method('GET'), POST: method('POST'), PUT: method('PUT'), PATCH: method('PATCH'), DELETE: method('DELETE') } as unknown as ApiClient;
  return { client, calls };
};
