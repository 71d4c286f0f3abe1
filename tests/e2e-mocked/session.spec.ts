import { expect, test } from '@playwright/test';
import { LoginPage } from '../e2e/models/LoginPage.ts';
import { expectNoContractViolations, injectFault, mockCalls, mockedLogin, openMocked, signInMocked } from './support/mocked.ts';

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

  // In Node on the same mocked API (msw/node, the app's client and session statechart; no browser needed, issue 36.7):
  // the 401 storm (tests/mocks/refreshStorm.test.ts); a failed refresh ending the session and the expired-session
  // scenario, signed in again (tests/mocks/sessionEnd.test.ts). The page a return path leads back to after signing in:
  // tests/ui/app/returnPath.test.ts; the scenario the switcher keeps: tests/mocks/switcher.test.ts.
});

// Moved from tests/e2e/startup.spec.ts (they injected these faults by hand on the reference server).
test.describe('faults during start-up, on the mocked API', () => {
  test('a slow answer keeps the loading screen, then the dashboard', async ({ page }) => {
    const shell = await signInMocked(page);
    await injectFault(page, 'GET /users/me', { delayMs: 2_000, times: 1 });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Caricamento in corso…' })).toBeVisible();
    await shell.expectDashboard();
  });

  test('a server error while loading the user: back to login with a message, sign in again works', async ({ page }) => {
    const shell = await signInMocked(page);
    await injectFault(page, 'GET /users/me', { status: 500, message: 'Server Error' });
    await page.reload();
    const login = new LoginPage(page);
    await expect(login.alert).toHaveText('Non è stato possibile completare l\'accesso. Riprova tra qualche istante.');
    await page.evaluate(() => window.__mocks?.clearFaults());
    const { email, password } = mockedLogin('admin');
    await login.signIn(email, password);
    await shell.expectDashboard();
  });

  test('a network failure while signing in: message, typed e-mail kept, retry works', async ({ page }) => {
    await openMocked(page);
    await injectFault(page, 'POST /oauth/token', { status: 'network', times: 1 });
    const login = new LoginPage(page);
    const { email, password } = mockedLogin('admin');
    await login.signIn(email, password);
    await expect(login.alert).toContainText('Impossibile raggiungere il server');
    await expect(login.email).toHaveValue(email);
    await login.submit.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/^(Ciao|Hello), /);
  });
});
