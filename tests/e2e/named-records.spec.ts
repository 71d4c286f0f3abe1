import { expect, test } from '@playwright/test';
import { NamedRecordsPage } from './models/NamedRecordsPage.ts';
import { expectAccessible } from './support/axe.ts';
import { signInAs, storeSignIn } from './support/signIn.ts';

// The generic named-record screens on task and work types: list, create, edit, delete, the in-use refusal, and the
// route gate for a user who may not manage types.

test('admin lists, creates, edits and deletes a task type', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `Collaudo ${stamp}`;
  const renamed = `Collaudo finale ${stamp}`;
  await signInAs(page, 'admin');
  const types = new NamedRecordsPage(page);

  await types.openFrom('/tasks', /^(Tipi di attività|Task types)$/);
  await expect(page).toHaveURL(/\/tasks\/types$/);
  await expect(types.row('Sopralluogo')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: /^(Nuovo tipo di attività|New task type)$/ }).first().click();
  await expect(types.heading).toHaveText(/^(Nuovo tipo di attività|New task type)$/);
  await expectAccessible(page);
  await types.save('/tasks/types', name, 'Prove finali in cantiere');
  await types.filter(stamp);
  await expect(types.row(name)).toBeVisible();
  await expect(types.row(name)).toContainText('Prove finali in cantiere');

  await types.row(name).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/tasks\/types\/\d+\/edit$/);
  const editPath = new URL(page.url()).pathname;
  await expect(page.getByRole('textbox', { name: /^(Nome|Name)/ })).toHaveValue(name);
  await expectAccessible(page);
  await types.save('/tasks/types', renamed);
  await types.filter(stamp);
  await expect(types.row(renamed)).toBeVisible();
  await expect(types.row(name)).toHaveCount(0);

  await types.askDelete(renamed);
  await expectAccessible(page);
  await types.confirmDelete();
  await expect(types.dialog).toHaveCount(0);
  await expect(page.getByText(/^(Nessun risultato corrisponde alla ricerca\.|No results match your search\.)$/)).toBeVisible();
  // Its address opened again once deleted: the screen says what is gone in the server's words, not generic ones.
  await page.goto(editPath);
  await expect(page.getByText(/^(Tipo di attività non trovato\.|Task type not found\.)$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^(Nome|Name)/ })).toHaveCount(0);
});

test('deleting a work type in use shows the refusal, without a retry', async ({ page }) => {
  await signInAs(page, 'admin');
  const types = new NamedRecordsPage(page);
  await types.openFrom('/works', /^(Tipi di pratica|Job types)$/);
  await expect(page).toHaveURL(/\/works\/types$/);
  await expectAccessible(page);

  // Seeded works use "Installazione": the server answers 409.
  await types.askDelete('Installazione');
  await types.confirmDelete();
  await expect(types.dialog.getByRole('alert')).toHaveText(/(è usato da alcune pratiche e non si può eliminare|is used by jobs and cannot be deleted)/);
  await expect(types.dialog.getByRole('button', { name: /^(Riprova|Try again)$/ })).toHaveCount(0);
  await expect(types.dialog.getByRole('button', { name: /^(Elimina|Delete)$/ })).toHaveCount(0);
  await expectAccessible(page);
  await types.dialog.getByRole('button', { name: /^(Chiudi|Close)$/ }).last().click();
  await expect(types.dialog).toHaveCount(0);
  await expect(types.row('Installazione')).toBeVisible();
});

test('an operator opening /tasks/types by address sees the no-access screen', async ({ page }) => {
  await storeSignIn(page, 'operator');
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Attività|Tasks)$/);
  await expect(page.getByRole('link', { name: /^(Gestisci i tipi|Manage types)$/ })).toHaveCount(0);

  await page.goto('/tasks/types');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Accesso non consentito|No access)$/);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Riprova|Try again)$/ })).toHaveCount(0);
  await expectAccessible(page);
});
