import { expect, test } from '@playwright/test';
import { AppShell } from './models/AppShell.ts';
import { CalendarPage } from './models/CalendarPage.ts';
import { LoginPage } from './models/LoginPage.ts';
import { demoLogin, tenantUrl } from './support/tenants.ts';

const admin = demoLogin('admin', 'acme');

// The start-up faults (a slow or failing user read, an unreachable server) run against mocks: tests/e2e-mocked.

test('the built app runs under its Content-Security-Policy, with a quiet console, from sign-in to a calendar and a chart', async ({ page }) => {
  // Every error and warning the browser writes, not only the policy's: a header it did not understand (Permissions-
  // Policy's "bluetooth") warned on every page.
  const violations: string[] = [];
  page.on('console', (message) => {
    // The one warning that is the runner's: playwright.config.ts blocks service workers.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('blocked by Playwright')) violations.push(`${message.type()}: ${message.text()}`);
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
