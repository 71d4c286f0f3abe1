import type { APIResponse, Page } from '@playwright/test';
import { E2E_PORT, ONE_CONNECTION_PER_CALL, TOKEN_KEYS, type DemoTenant } from './tenants.ts';

export type SignedInApi = {
  readonly get: (path: string) => Promise<APIResponse>;
  readonly post: (path: string, body: unknown) => Promise<APIResponse>;
  readonly delete: (path: string) => Promise<APIResponse>;
};

/**
 * The API as the user signed in on the page (the token it stored), for what a test arranges behind the screen's back:
 * records to start from, or a change made "elsewhere". Loopback with the tenant's Host header, since Node does not
 * resolve `*.localhost` the way Chromium does.
 */
export const signedInApi = (page: Page, tenant: DemoTenant = 'acme'): SignedInApi => {
  const headers = async () => {
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS.accessToken);
    if (token === null) throw new Error('nobody is signed in on this page');
    return { Authorization: `Bearer ${token}`, Host: `${tenant}.localhost:${E2E_PORT}`, Accept: 'application/json', ...ONE_CONNECTION_PER_CALL };
  };
  const url = (path: string) => `http://127.0.0.1:${E2E_PORT}/api${path}`;
  return {
    get: async (path) => page.request.get(url(path), { headers: await headers() }),
    post: async (path, body) => page.request.post(url(path), { headers: await headers(), data: body }),
    delete: async (path) => page.request.delete(url(path), { headers: await headers() }),
  };
};
