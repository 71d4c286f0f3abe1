import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { signInAs } from './support/signIn.ts';
import { E2E_PORT, ONE_CONNECTION_PER_CALL, TOKEN_KEYS } from './support/tenants.ts';

// The admin's own open task in the acme seed (dashboard "Le mie attività"); only its description is changed here.
const SEEDED_TASK = 'Preventivo finiture sala riunioni';

const savedDescription = async (page: Page, taskId: number): Promise<string | null> => {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS.accessToken);
  const response = await page.request.get(`http://127.0.0.1:${E2E_PORT}/api/tasks/${taskId}`, {
    headers: { Authorization: `Bearer ${token ?? ''}`, Host: `acme.localhost:${E2E_PORT}`, Accept: 'application/json', ...ONE_CONNECTION_PER_CALL },
  });
  return ((await response.json()) as { data: { description: string | null } }).data.description;
};

test('forms: dashboard link, focus on the heading, saving twice, the unsaved-changes question', async ({ page }) => {
  // Signed in by token (the login form is the session specs' subject), on the dashboard whose link is followed.
  const shell = await signInAs(page, 'admin');

  // The dashboard item is a link to the task; after the route change focus is on the page heading.
  await shell.panel('Le mie attività').getByRole('link', { name: new RegExp(SEEDED_TASK) }).click();
  await expect(page).toHaveURL(/\/tasks\/\d+\/edit$/);
  await expect(shell.heading).toHaveText(SEEDED_TASK);
  await expect(shell.heading).toBeFocused();
  const taskId = Number(/\/tasks\/(\d+)\/edit$/.exec(page.url())?.[1]);

  // Two edits in a row, without reloading: both are saved.
  const description = page.getByRole('textbox', { name: /^Descrizione/ });
  const save = page.getByRole('button', { name: /^Salva$/ });
  await description.fill('Prima modifica e2e');
  await save.click();
  await expect.poll(() => savedDescription(page, taskId)).toBe('Prima modifica e2e');
  await expect(save).not.toHaveAttribute('aria-busy', 'true');
  await description.fill('Seconda modifica e2e');
  await save.click();
  await expect.poll(() => savedDescription(page, taskId)).toBe('Seconda modifica e2e');
  await expect(save).not.toHaveAttribute('aria-busy', 'true');
  // A changed form asks before the menu takes the user away; staying keeps what was typed.
  await description.fill('Modifica non salvata');
  await shell.menu.getByRole('link', { name: 'Attività' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Uscire senza salvare?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Resta nella pagina' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tasks/${taskId}/edit$`));
  await expect(description).toHaveValue('Modifica non salvata');

  // The browser's back button asks too; discarding goes back to the dashboard.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tasks/${taskId}/edit$`));
  await dialog.getByRole('button', { name: 'Scarta le modifiche' }).click();
  await shell.expectDashboard();
  await expect(shell.heading).toBeFocused();
  expect(await savedDescription(page, taskId)).toBe('Seconda modifica e2e');
});
