import { expect, test } from '@playwright/test';
import { AppShell } from './models/AppShell.ts';
import { CalendarPage } from './models/CalendarPage.ts';
import { LoginPage } from './models/LoginPage.ts';
import { demoLogin, tenantUrl } from './support/tenants.ts';

const admin = demoLogin('admin', 'acme');

// The start-up faults (a slow or failing user read, an unreachable server) run against mocks: tests/e2e-mocked.

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
