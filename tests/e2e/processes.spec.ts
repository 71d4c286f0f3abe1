import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './models/AppShell.ts';
import { LoginPage } from './models/LoginPage.ts';
import { ProcessesPage } from './models/ProcessesPage.ts';
import { expectAccessible } from './support/axe.ts';
import { demoLogin, type DemoRole } from './support/tenants.ts';

const signIn = async (page: Page, role: DemoRole): Promise<AppShell> => {
  const login = new LoginPage(page);
  await login.goto('acme');
  const { email, password } = demoLogin(role, 'acme');
  await login.signIn(email, password);
  const shell = new AppShell(page);
  await shell.expectDashboard();
  return shell;
};

test.describe('Processi: the statechart viewer', () => {
  test('an admin opens Processi, sees the session live in `authenticated` (named in Italian), and steps through a generated path', async ({ page }) => {
    // Laying out the session (40 states) and generating its 300 paths takes seconds on a shared 2-core runner.
    test.setTimeout(150_000);
    const shell = await signIn(page, 'admin');
    await shell.menu.getByRole('link', { name: 'Processi' }).click();
    const processes = new ProcessesPage(page);
    await expect(processes.heading).toBeVisible();
    await expect(processes.machines.getByRole('link', { name: 'Sessione' })).toHaveAttribute('aria-current', 'page');

    // Live: the app-wide session actor is signed in.
    await expect(processes.state('accesso effettuato', true)).toBeVisible({ timeout: 30_000 });
    await expect(processes.state('in uso', true)).toBeVisible();
    await expect(processes.state('accesso non effettuato')).toBeVisible();
    await expect(processes.liveStatus).toContainText('In esecuzione ora, in: in uso');
    // Plain words on the box; the identifier is kept for developers.
    await expect(processes.state('accesso effettuato', true).locator('title')).toHaveText('session.authenticated');
    await expectAccessible(page);

    // Keyboard: the diagram zooms with + and fits with 0.
    await processes.diagram.focus();
    const level = page.getByText(/^\d+%$/);
    const before = await level.innerText();
    await page.keyboard.press('+');
    await expect(level).not.toHaveText(before);
    await page.keyboard.press('0');
    await expect(level).toHaveText(before);

    // A generated path: its first step is the tenant lookup, then the machine moves on.
    await processes.pathsMode.click();
    await expect(page.getByText(/percorsi generati dal diagramma di stato/)).toBeVisible({ timeout: 30_000 });
    await expect(processes.stepStatus).toContainText(/^Passo 0 di/);
    await expect(processes.state("ricerca dell'azienda", true)).toBeVisible();
    await processes.stepTo(1);
    await expect(processes.state("ricerca dell'azienda")).toBeVisible();
    await expectAccessible(page);

    // Another machine by its address.
    await processes.goto('acme', 'taskTracking');
    await expect(processes.state('completata')).toBeVisible({ timeout: 30_000 });
    await expect(processes.liveStatus).toContainText('non è in esecuzione');
  });

  test('an operator has no Processi entry in the menu', async ({ page }) => {
    const shell = await signIn(page, 'operator');
    const labels = await shell.menuLabels();
    expect(labels).toContain('Bacheca');
    expect(labels).not.toContain('Processi');
  });

  test('a supervisor has the Processi entry', async ({ page }) => {
    const shell = await signIn(page, 'supervisor');
    expect(await shell.menuLabels()).toContain('Processi');
  });
});
