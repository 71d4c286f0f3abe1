import { expect, test } from '@playwright/test';
import { AppShell } from './models/AppShell.ts';
import { CalendarPage } from './models/CalendarPage.ts';
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

test('the built app runs under its Content-Security-Policy: no violation from sign-in to a calendar and a chart', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Reported by the page itself too (a blocked inline style or image does not always reach the console).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto(tenantUrl('acme', '/login'));
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const login = new LoginPage(page);
  await login.signIn(admin.email, admin.password);
  await new AppShell(page).expectDashboard();
  await new CalendarPage(page).goto();
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Statistiche|Statistics)$/);
  await expect(page.locator('canvas').first()).toBeVisible();
  expect(violations).toEqual([]);
});
