import { expect, type Page } from '@playwright/test';
import { AppShell } from '../models/AppShell.ts';
import { demoLogin, E2E_PORT, ONE_CONNECTION_PER_CALL, TOKEN_KEYS, tenantUrl, type DemoRole, type DemoTenant } from './tenants.ts';

/**
 * A demo user's session stored as the app stores it, without starting the app: the tokens come from the token endpoint
 * and go into the tenant origin's storage, where the app will look on its first load (issue 36.7: the login screen's
 * load and form cost about 0.8 CPU-s per test, over a hundred times a run). The page is left on a static file of that
 * origin, so `signedInApi(page)` works before the app is opened (a path driver arranges its record first). The login
 * form itself is walked by the specs that are about it (session, startup, tenant, admin's invitation), with LoginPage.
 */
export async function storeSignIn(page: Page, role: DemoRole, tenant: DemoTenant = 'acme'): Promise<void> {
  const { email, password } = demoLogin(role, tenant);
  const issuedAt = Date.now();
  const response = await page.request.post(`http://127.0.0.1:${E2E_PORT}/api/oauth/token`, {
    headers: { Host: `${tenant}.localhost:${E2E_PORT}`, ...ONE_CONNECTION_PER_CALL },
    data: { grant_type: 'password', client_id: 'bottega-web', client_secret: 'bottega-web-secret', username: email, password },
  });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const token = (await response.json()) as { access_token: string; refresh_token: string; expires_in: number };
  // The tenant's origin, without starting the app on it: its storage is where the app will look.
  await page.goto(tenantUrl(tenant, '/favicon.svg'));
  await page.evaluate(
    ({ keys, stored }) => {
      localStorage.setItem(keys.accessToken, stored.accessToken);
      localStorage.setItem(keys.expiresAt, String(stored.expiresAt));
      localStorage.setItem(keys.refreshToken, stored.refreshToken);
    },
    { keys: TOKEN_KEYS, stored: { accessToken: token.access_token, refreshToken: token.refresh_token, expiresAt: issuedAt + token.expires_in * 1000 } },
  );
}

/** A demo user signed in, on the dashboard, as a returning user opens it: the preamble of the specs that start there. */
export async function signInAs(page: Page, role: DemoRole, tenant: DemoTenant = 'acme'): Promise<AppShell> {
  await storeSignIn(page, role, tenant);
  await page.goto(tenantUrl(tenant, '/dashboard'));
  const shell = new AppShell(page);
  await shell.expectDashboard();
  return shell;
}
