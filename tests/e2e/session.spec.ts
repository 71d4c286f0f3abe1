import { expect, test } from '@playwright/test';
import { AppShell } from './models/AppShell.ts';
import { LoginPage } from './models/LoginPage.ts';
import { expectAccessible } from './support/axe.ts';
import { demoLogin, tenantUrl, TOKEN_KEYS } from './support/tenants.ts';

const admin = demoLogin('admin', 'acme');

const isRefreshGrant = (body: string | null) => body !== null && body.includes('refresh_token') && body.includes('grant_type');

test.describe('session', () => {
  test('login failure shows the translated message and keeps what was typed', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('acme');
    await expectAccessible(page);
    await login.signIn(admin.email, 'wrong-password');
    await expect(login.alert).toHaveText('Le credenziali non sono corrette.');
    await expect(login.email).toHaveValue(admin.email);
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
  });

  test('login success lands on the dashboard; a signed-in user is sent away from /login', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('acme');
    await login.signIn(admin.email, admin.password);
    const shell = new AppShell(page);
    await shell.expectDashboard();
    await expectAccessible(page);
    await page.goto(tenantUrl('acme', '/login'));
    await shell.expectDashboard();
  });

  test('after signing in the user returns to the page first asked for', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/settings/appearance'));
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Fappearance$/);
    await new LoginPage(page).signIn(admin.email, admin.password);
    await expect(page).toHaveURL(/\/settings\/appearance$/);
  });

  test('start-up with a stored valid token goes straight to the dashboard', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('acme');
    await login.signIn(admin.email, admin.password);
    await new AppShell(page).expectDashboard();
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/oauth/token')) tokenCalls.push(request.postData() ?? '');
    });
    await page.goto(tenantUrl('acme', '/'));
    await new AppShell(page).expectDashboard();
    expect(tokenCalls).toEqual([]);
  });

  test('an expired stored token is refreshed at start-up', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('acme');
    await login.signIn(admin.email, admin.password);
    await new AppShell(page).expectDashboard();
    await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 60_000)), TOKEN_KEYS.expiresAt);
    const refresh = page.waitForRequest((request) => request.url().endsWith('/api/oauth/token') && isRefreshGrant(request.postData()));
    await page.goto(tenantUrl('acme', '/dashboard'));
    await refresh;
    await new AppShell(page).expectDashboard();
    const expiresAt = await page.evaluate((key) => Number(localStorage.getItem(key)), TOKEN_KEYS.expiresAt);
    expect(expiresAt).toBeGreaterThan(Date.now());
  });

  test('an expired stored token whose refresh fails counts as signed out', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('acme');
    await login.signIn(admin.email, admin.password);
    await new AppShell(page).expectDashboard();
    await page.evaluate((keys) => {
      localStorage.setItem(keys.expiresAt, String(Date.now() - 60_000));
      localStorage.setItem(keys.refreshToken, 'revoked-or-unknown');
    }, TOKEN_KEYS);
    await page.goto(tenantUrl('acme', '/dashboard'));
    await expect(page).toHaveURL(/\/login/);
    await expect(login.submit).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS.accessToken)).toBeNull();
  });

  test('a 401 in the middle of the session refreshes the token and retries the call', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('acme');
    await login.signIn(admin.email, admin.password);
    const shell = new AppShell(page);
    await shell.expectDashboard();
    await page.getByRole('link', { name: 'Impostazioni' }).click();
    await expect(page).toHaveURL(/\/settings\/general$/);
    // The access token is now past its expiry and the next events call is refused once, as a server would.
    await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 1_000)), TOKEN_KEYS.expiresAt);
    let refused = false;
    await page.route('**/api/calendars/fullcalendar-events**', async (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Unauthenticated.' }) });
    });
    const refresh = page.waitForRequest((request) => request.url().endsWith('/api/oauth/token') && isRefreshGrant(request.postData()));
    await shell.menu.getByRole('link', { name: 'Bacheca' }).click();
    await refresh;
    const events = shell.panel('Eventi di oggi e in arrivo');
    await expect(events.getByRole('alert')).toHaveCount(0);
    await expect(events.getByRole('list')).toBeVisible();
    expect(refused).toBe(true);
    await shell.expectDashboard();
  });

  test('logout clears the session and goes to login', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('acme');
    await login.signIn(admin.email, admin.password);
    const shell = new AppShell(page);
    await shell.expectDashboard();
    await shell.logout();
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate((keys) => Object.values(keys).map((key) => localStorage.getItem(key)), TOKEN_KEYS);
    expect(stored).toEqual([null, null, null]);
    await page.goto(tenantUrl('acme', '/dashboard'));
    await expect(page).toHaveURL(/\/login/);
  });
});
