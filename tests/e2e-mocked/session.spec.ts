import { expect, test } from '@playwright/test';
import { expectNoContractViolations, mockCalls, signInMocked } from './support/mocked.ts';

test.describe('session on the mocked API', () => {
  test('start-up: sign in, the dashboard, the scenario switcher; a reload keeps the session', async ({ page }) => {
    const shell = await signInMocked(page);
    await expect(page.getByLabel('API simulata')).toHaveValue('normal');
    await page.reload();
    await shell.expectDashboard();
    const startup = (await mockCalls(page)).map((c) => c.operation);
    expect(startup).toEqual(expect.arrayContaining(['GET /tenants/current', 'GET /users/me', 'GET /users/me/permissions']));
    await expectNoContractViolations(page);
  });
});
