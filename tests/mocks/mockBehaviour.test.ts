import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupMockServer } from '../../mocks/node.ts';
import { createState } from '../../mocks/state.ts';
import { expireAccessTokens } from '../../mocks/tokens.ts';

// The mocked API behaves like a small server: a session with rotating refresh tokens, records that change on the
// next read, the workflows' rules, and the scenarios. Answers are contract-checked (a violation throws).

const { server, runtime } = setupMockServer('normal');
const BASE = 'http://acme.localhost/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const signIn = async (role: string) => {
  const response = await fetch(`${BASE}/oauth/token`, json({ grant_type: 'password', client_id: 'bottega-web', client_secret: 'bottega-web-secret', username: `${role}@acme.test`, password: 'Bottega!2026' }));
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string };
};

const as = (token: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } });

describe('the mocked API', () => {
  it('signs in the demo users only, and refuses a call without a valid token', async () => {
    const wrong = await fetch(`${BASE}/oauth/token`, json({ grant_type: 'password', client_id: 'bottega-web', client_secret: 'bottega-web-secret', username: 'admin@acme.test', password: 'nope' }));
    expect(wrong.status).toBe(400);
    expect((await fetch(`${BASE}/users/me`)).status).toBe(401);
    const { access_token } = await signIn('operator');
    const me = (await (await fetch(`${BASE}/users/me`, as(access_token))).json()) as { data: { email: string; role: { name: string } } };
    expect(me.data).toMatchObject({ email: 'operator@acme.test', role: { name: 'operator' } });
  });

  it("answers an own-password change as the server does: a weak new password, then a wrong current one, then a confirmation that differs, each a 422 on its field", async () => {
    const { access_token } = await signIn('supervisor');
    const change = (body: Record<string, unknown>) => fetch(`${BASE}/users/me/password`, as(access_token, json(body)));
    const refused = async (body: Record<string, unknown>) => {
      const response = await change(body);
      expect(response.status).toBe(422);
      return ((await response.json()) as { errors: Record<string, string[]> }).errors;
    };
    // The same words as the server (checked against it): the contract's rule comes before the current password.
    expect(await refused({ current_password: 'nope', password: 'debole', password_confirmation: 'debole' })).toEqual({
      password: ['Password must contain a digit, a lower case letter, an upper case letter, a special character, and must be at least 8 characters long'],
    });
    expect(await refused({ current_password: 'nope', password: 'Nuova!2027x', password_confirmation: 'Nuova!2027x' })).toEqual({ current_password: ['The current password is not correct.'] });
    expect(await refused({ current_password: 'Bottega!2026', password: 'Nuova!2027x', password_confirmation: 'Nuova!2027y' })).toEqual({ password: ['The password field confirmation does not match.'] });
    expect(runtime.violations).toEqual([]);
  });

  it('refreshes an expired session once per refresh token (tokens rotate)', async () => {
    const tokens = await signIn('admin');
    expireAccessTokens(runtime.state);
    expect((await fetch(`${BASE}/tasks`, as(tokens.access_token))).status).toBe(401);
    const refresh = json({ grant_type: 'refresh_token', client_id: 'bottega-web', client_secret: 'bottega-web-secret', refresh_token: tokens.refresh_token });
    const renewed = await fetch(`${BASE}/oauth/token`, refresh);
    expect(renewed.status).toBe(200);
    const { access_token } = (await renewed.json()) as { access_token: string };
    expect((await fetch(`${BASE}/tasks`, as(access_token))).status).toBe(200);
    expect((await fetch(`${BASE}/oauth/token`, refresh)).status).toBe(400);
  });

  it('shows a create, an update and a delete on the next read', async () => {
    const { access_token } = await signIn('admin');
    const created = await fetch(`${BASE}/brands`, as(access_token, json({ name: 'Mocked brand' })));
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number; name: string } };
    expect(data.name).toBe('Mocked brand');
    const list = async () => ((await (await fetch(`${BASE}/brands?search=mocked`, as(access_token))).json()) as { data: { name: string }[] }).data.map((b) => b.name);
    expect(await list()).toEqual(['Mocked brand']);
    expect((await fetch(`${BASE}/brands/${data.id}`, as(access_token, { ...json({ name: 'Mocked brand, renamed' }), method: 'PUT' }))).status).toBe(200);
    expect(await list()).toEqual(['Mocked brand, renamed']);
    expect((await fetch(`${BASE}/brands/${data.id}`, as(access_token, { method: 'DELETE' }))).status).toBe(204);
    expect(await list()).toEqual([]);
    expect((await fetch(`${BASE}/brands/${data.id}`, as(access_token))).status).toBe(404);
  });

  it('refuses a body that breaks the contract (422) and an operation outside the role (403)', async () => {
    const admin = await signIn('admin');
    expect((await fetch(`${BASE}/brands`, as(admin.access_token, json({ nome: 'x' })))).status).toBe(422);
    const operator = await signIn('operator');
    expect((await fetch(`${BASE}/samples/1/departments/technical_direction/update-status`, as(operator.access_token, json({ status: 'approved' })))).status).toBe(403);
  });

  it('derives the sample status from both departments, visible on the next read', async () => {
    const { access_token } = await signIn('admin');
    const decide = (dept: string, status: string) => fetch(`${BASE}/samples/2/departments/${dept}/update-status`, as(access_token, json({ status })));
    expect((await decide('technical_direction', 'approved')).status).toBe(200);
    expect((await decide('sales_management', 'approved')).status).toBe(200);
    const read = (await (await fetch(`${BASE}/samples/2`, as(access_token))).json()) as { data: { status: string; approvals: { sales_management: { status: string; by: { email: string } } } } };
    expect(read.data.status).toBe('approved');
    expect(read.data.approvals.sales_management).toMatchObject({ status: 'approved', by: { email: 'admin@acme.test' } });
    expect((await decide('sales_management', 'denied')).status).toBe(200);
    expect(((await (await fetch(`${BASE}/samples/2`, as(access_token))).json()) as { data: { status: string } }).data.status).toBe('denied');
  });

  it('changes a vacation status, and refuses a decision on one\'s own request', async () => {
    const { access_token } = await signIn('admin');
    const records = ((await (await fetch(`${BASE}/vacations`, as(access_token))).json()) as { data: { id: number; user: { id: number } }[] }).data;
    const others = records.find((v) => v.user.id !== 1);
    const own = records.find((v) => v.user.id === 1);
    const change = (id: number, status: string) => fetch(`${BASE}/vacations/${id}/status`, as(access_token, { ...json({ status }), method: 'PUT' }));
    expect(others && own).toBeTruthy();
    expect((await change(others?.id ?? 0, 'accepted')).status).toBe(200);
    expect(((await (await fetch(`${BASE}/vacations/${others?.id}`, as(access_token))).json()) as { data: { status: string } }).data.status).toBe('accepted');
    expect((await change(own?.id ?? 0, 'accepted')).status).toBe(403);
  });

  it('starts an empty tenant with no records, and a server-errors one that answers 503 outside the session', async () => {
    runtime.state = createState('empty');
    const { access_token } = await signIn('admin');
    expect(((await (await fetch(`${BASE}/tasks`, as(access_token))).json()) as { data: unknown[] }).data).toEqual([]);
    runtime.state = createState('errors');
    const again = await signIn('admin');
    expect((await fetch(`${BASE}/users/me`, as(again.access_token))).status).toBe(200);
    expect((await fetch(`${BASE}/tasks`, as(again.access_token))).status).toBe(503);
    runtime.state = createState('normal');
  });
});
