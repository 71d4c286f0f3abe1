import { expect, test } from '@playwright/test';
import { ProcessesPage } from './models/ProcessesPage.ts';
import { TasksPage } from './models/TasksPage.ts';
import { expectAccessible } from './support/axe.ts';
import { signedInApi } from './support/signedInApi.ts';
import { signInAs } from './support/signIn.ts';

test.describe('Processi: the statechart viewer', () => {
  test('an admin opens Processi, sees the session live in `authenticated` (named in Italian), and steps through a generated path', async ({ page }) => {
    // Laying out the session (40 states) and generating its 300 paths takes seconds on a shared 2-core runner.
    test.setTimeout(150_000);
    const shell = await signInAs(page, 'admin');
    await shell.menu.getByRole('link', { name: 'Processi' }).click();
    const processes = new ProcessesPage(page);
    await expect(processes.heading).toBeVisible();
    await expect(processes.machines.getByRole('link', { name: 'Sessione' })).toHaveAttribute('aria-current', 'page');

    // Live: the app-wide session actor is signed in. Nested states start closed: the box holding the active state
    // says so, and only the active leaf is highlighted once it is open.
    const signedIn = processes.stateContainingActive('accesso effettuato');
    await expect(signedIn).toBeVisible({ timeout: 30_000 });
    await expect(signedIn).toHaveAttribute('aria-expanded', 'false');
    await expect(processes.state('avvio')).toHaveAttribute('aria-expanded', 'false');
    await expect(processes.state('in uso', true)).toHaveCount(0);
    await expect(processes.state('accesso non effettuato')).toBeVisible();
    await expect(processes.liveStatus).toContainText('In esecuzione ora, in: in uso');
    // Plain words on the box; the identifier is kept for developers.
    await expect(signedIn.locator('title')).toHaveText('session.authenticated');
    // Readable at the default zoom: every state name at 11 px or more on screen.
    expect(await processes.smallestStateNamePx()).toBeGreaterThanOrEqual(11);
    await expectAccessible(page);

    // Enter on a closed box opens it: its active leaf is highlighted, the box itself is not.
    await signedIn.focus();
    await page.keyboard.press('Enter');
    await expect(processes.state('accesso effettuato')).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
    await expect(processes.state('in uso', true)).toBeVisible();
    await expect(processes.state('accesso effettuato')).toBeFocused();
    expect(await processes.smallestStateNamePx()).toBeGreaterThanOrEqual(11);
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
    await expect(processes.stateContainingActive('avvio')).toBeVisible();
    await expect(processes.stepStatus).toContainText("ricerca dell'azienda");
    await processes.stepTo(1);
    await expect(processes.stepStatus).not.toContainText("ricerca dell'azienda");
    await expectAccessible(page);

    // Another machine by its address.
    await processes.goto('acme', 'taskTracking');
    await expect(processes.state('completata')).toBeVisible({ timeout: 30_000 });
    await expect(processes.liveStatus).toContainText('non è in esecuzione');
  });

  test('on a task, "Mostra processo" shows the live tracking beside the screen and follows it when the task starts', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'admin');
    const api = signedInApi(page, 'acme');
    const summary = `Processo visibile ${Date.now().toString(36)}`;
    const created = await api.post('/tasks', { summary, with_event: false });
    expect(created.status()).toBe(201);
    const taskId = ((await created.json()) as { data: { id: number } }).data.id;
    await page.goto(`/tasks/${taskId}/edit`);
    const tasks = new TasksPage(page);
    await expect(tasks.heading).toHaveText(summary);

    const show = tasks.tracking.getByRole('button', { name: 'Mostra processo' });
    await show.click();
    const panel = page.getByRole('dialog', { name: "Processo: Tempo di un'attività" });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('aria-modal', 'false');
    const state = (name: string, active = false) => panel.getByRole('button', { name: `Stato ${name}${active ? ', attivo' : ''}`, exact: true });
    await expect(state('in pausa', true)).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);

    // The screen stays usable beside the panel: starting the task moves the diagram.
    await tasks.trackingButton(/^Avvia$/).click();
    await tasks.expectStatus(/^In corso$/);
    await expect(state('in corso', true)).toBeVisible();
    await expect(state('in pausa')).toBeVisible();

    await panel.getByRole('button', { name: 'Chiudi il processo' }).click();
    await expect(panel).toHaveCount(0);
    await expect(show).toBeFocused();
  });

  test('an operator has no Processi entry in the menu', async ({ page }) => {
    const shell = await signInAs(page, 'operator');
    const labels = await shell.menuLabels();
    expect(labels).toContain('Bacheca');
    expect(labels).not.toContain('Processi');
  });

  test('a supervisor has the Processi entry', async ({ page }) => {
    const shell = await signInAs(page, 'supervisor');
    expect(await shell.menuLabels()).toContain('Processi');
  });
});
