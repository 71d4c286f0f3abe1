import { expect, test } from '@playwright/test';
import { AppShell } from './models/AppShell.ts';
import { LoginPage } from './models/LoginPage.ts';
import { demoLogin, tenantUrl } from './support/tenants.ts';

const admin = demoLogin('admin', 'acme');

test.describe('faults during start-up', () => {
  test('a slow answer keeps the loading screen, then the dashboard', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('acme');
    await login.signIn(admin.email, admin.password);
    await new AppShell(page).expectDashboard();
    await page.route('**/api/users/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto(tenantUrl('acme', '/dashboard'));
    await expect(page.getByRole('status').filter({ hasText: 'Caricamento in corso…' })).toBeVisible();
    await new AppShell(page).expectDashboard();
  });

  test('a server error while loading the user: back to login with a message, sign in again works', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('acme');
    await login.signIn(admin.email, admin.password);
    await new AppShell(page).expectDashboard();
    await page.route('**/api/users/me', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }));
    await page.goto(tenantUrl('acme', '/dashboard'));
    await expect(login.alert).toHaveText('Non è stato possibile completare l\'accesso. Riprova tra qualche istante.');
    await page.unroute('**/api/users/me');
    await login.signIn(admin.email, admin.password);
    await new AppShell(page).expectDashboard();
  });

  test('a network failure while signing in: message, typed e-mail kept, retry works', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('acme');
    await page.route('**/api/oauth/token', (route) => route.abort('connectionrefused'));
    await login.signIn(admin.email, admin.password);
    await expect(login.alert).toContainText('Impossibile raggiungere il server');
    await expect(login.email).toHaveValue(admin.email);
    await page.unroute('**/api/oauth/token');
    await login.submit.click();
    await new AppShell(page).expectDashboard();
  });
});
