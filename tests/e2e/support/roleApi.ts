import type { APIRequestContext } from '@playwright/test';
import type { SignedInApi } from './signedInApi.ts';
import { demoLogin, E2E_PORT, ONE_CONNECTION_PER_CALL, type DemoRole, type DemoTenant } from './tenants.ts';

/**
 * The API as another demo user, signed in with the password grant (the app's public client), for what a test
 * arranges as someone else without a second browser: a colleague's decision, a record the user on screen may not
 * create. Loopback with the tenant's Host header, like signedInApi.
 */
export const roleApi = async (request: APIRequestContext, role: DemoRole, tenant: DemoTenant = 'acme'): Promise<SignedInApi> => {
  const host = `${tenant}.localhost:${E2E_PORT}`;
  const url = (path: string) => `http://127.0.0.1:${E2E_PORT}/api${path}`;
  const { email, password } = demoLogin(role, tenant);
  const answer = await request.post(url('/oauth/token'), {
    headers: { Host: host, Accept: 'application/json', ...ONE_CONNECTION_PER_CALL },
    data: { grant_type: 'password', client_id: 'bottega-web', client_secret: 'bottega-web-secret', username: email, password },
  });
  if (answer.status() !== 200) throw new Error(`${email} could not sign in: ${answer.status()}`);
  const token = ((await answer.json()) as { access_token: string }).access_token;
  const headers = { Authorization: `Bearer ${token}`, Host: host, Accept: 'application/json', ...ONE_CONNECTION_PER_CALL };
  return {
    get: async (path) => request.get(url(path), { headers }),
    post: async (path, body) => request.post(url(path), { headers, data: body }),
    delete: async (path) => request.delete(url(path), { headers }),
  };
};
