import { expect, test } from '@playwright/test';
import { LoginPage } from '../e2e/models/LoginPage.ts';
import { injectFault, openMocked } from './support/mocked.ts';

// Moved from tests/e2e/tenant.spec.ts (it aborted the call by hand on the reference server).
test('an unreachable server at start-up: translated message, retry, then the app', async ({ page }) => {
  await openMocked(page);
  // Faults outlive a page load (sessionStorage): the next start-up meets a refused connection.
  await injectFault(page, 'GET /tenants/current', { status: 'network' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/no-tenant$/);
  await expect(page.getByRole('status').first()).toHaveText('Impossibile raggiungere il server. Riproveremo automaticamente.');
  await page.evaluate(() => window.__mocks?.clearFaults());
  await page.getByRole('button', { name: 'Riprova ora' }).click();
  await expect(new LoginPage(page).submit).toBeVisible();
});
