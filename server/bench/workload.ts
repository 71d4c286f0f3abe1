import http from 'node:http';
import type { Target } from './measure.ts';

// What the benchmark needs on the seeded database: a token, and a full page of tasks to list.

type Json = Record<string, unknown>;

const CLIENT = { client_id: 'bottega-web', client_secret: 'bottega-web-secret' } as const;

/**
 * One JSON call with the tenant's Host header. node:http, not fetch: fetch drops a Host header it is given, and
 * every request would then reach the default tenant.
 */
export function call(
  target: Target,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<{ status: number; json: Json; headers: Readonly<Record<string, string | string[] | undefined>> }> {
  const headers: Record<string, string> = { host: target.host, accept: 'application/json', ...extraHeaders };
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request(`${target.origin}${path}`, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, json: text ? (JSON.parse(text) as Json) : {}, headers: response.headers }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

export async function signIn(origin: string, host: string, username: string, password: string): Promise<string> {
  const r = await call({ origin, host }, 'POST', '/api/oauth/token', { grant_type: 'password', ...CLIENT, username, password });
  const token = r.json.access_token;
  if (r.status !== 200 || typeof token !== 'string') throw new Error(`sign-in failed: ${r.status} ${JSON.stringify(r.json)}`);
  return token;
}

const idsOf = (json: Json): number[] => (Array.isArray(json.data) ? json.data.flatMap((x: unknown) => (typeof x === 'object' && x !== null && 'id' in x && typeof x.id === 'number' ? [x.id] : [])) : []);

/** Creates tasks (with a checklist and a comment, like the seeded ones) until a page of `rows` is full. */
export async function topUpTasks(target: Target, rows: number): Promise<{ taskId: number; listRows: number }> {
  const list = await call(target, 'GET', `/api/tasks?page_size=${rows}`);
  const total = typeof list.json.meta === 'object' && list.json.meta !== null && 'total' in list.json.meta ? Number(list.json.meta.total) : 0;
  for (let i = total; i < rows; i++) {
    const r = await call(target, 'POST', '/api/tasks', { summary: `Attività di prova ${i + 1}`, description: 'Creata dal benchmark.', with_event: false });
    if (r.status !== 201) throw new Error(`task not created: ${r.status} ${JSON.stringify(r.json)}`);
    const id = idsOf({ data: [r.json.data] })[0];
    if (id === undefined) continue;
    await call(target, 'POST', `/api/tasks/${id}/checklists`, { name: 'Controlli' });
    await call(target, 'POST', `/api/tasks/${id}/comments`, { body: 'Da verificare con il cliente.' });
  }
  const full = await call(target, 'GET', `/api/tasks?page_size=${rows}`);
  const ids = idsOf(full.json);
  const taskId = ids[0];
  if (taskId === undefined) throw new Error('no task to read');
  return { taskId, listRows: ids.length };
}
