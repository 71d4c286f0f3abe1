import { expect, test } from '@playwright/test';
import { LoginPage } from './models/LoginPage.ts';
import { expectAccessible } from './support/axe.ts';
import { tenantUrl } from './support/tenants.ts';

test('an unknown tenant shows the tenant-not-found screen on /no-tenant', async ({ page }) => {
  await page.goto(tenantUrl('nowhere', '/dashboard'));
  await expect(page).toHaveURL(/\/no-tenant$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spazio di lavoro non trovato');
  await expect(page.getByRole('button', { name: 'Riprova ora' })).toBeVisible();
  await expectAccessible(page);
  // The check itself still finds what it must (support/axe.ts injects axe once per document and runs it in the page):
  // a second run in the same document, after a nameless button is added, fails naming the rule.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<button id="nameless"></button>'));
  await expect(expectAccessible(page)).rejects.toThrow(/button-name \(critical\): #nameless/);
});

test('a known tenant on /no-tenant is sent home (then to login)', async ({ page }) => {
  await page.goto(tenantUrl('acme', '/no-tenant'));
  await expect(new LoginPage(page).submit).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

// An unreachable server at start-up: tests/e2e-mocked/tenant.spec.ts (a fault of the mocked API).
