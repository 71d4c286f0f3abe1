import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { signedInApi } from './support/signedInApi.ts';
import { signInAs, storeSignIn } from './support/signIn.ts';

test('documents: upload with progress, download it back, delete after a confirmation; an operator may only read', async ({ page, browser }) => {
  const name = `verbale-${Date.now().toString(36)}.txt`;
  const content = Buffer.from('Verbale di consegna\n'.repeat(2000));
  await signInAs(page, 'admin');
  await page.getByRole('link', { name: 'Documenti' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documenti');
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /^Categoria dei nuovi documenti/ }).fill('Verbali');
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/plain', buffer: content });
  const progress = page.getByRole('progressbar', { name: new RegExp(`(Caricamento di|Uploading) ${name.replace('.', '\\.')}`) });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Documento: creazione completata')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Verbali');

  const waiting = page.waitForEvent('download');
  await row.getByRole('button', { name: `Scarica ${name}` }).click();
  const download = await waiting;
  expect(download.suggestedFilename()).toBe(name);
  expect((await readFile(await download.path())).equals(content)).toBe(true);

  // Its details, and the customer it concerns: the customer's screen then lists it.
  const api = signedInApi(page);
  const customers: { data: { id: number; name: string }[] } = await (await api.get('/profiles?type=customer&page_size=1')).json();
  const customer = customers.data[0];
  if (!customer) throw new Error('the demo data has no customer');
  await row.getByRole('button', { name: `Modifica ${name}` }).click();
  const editor = page.getByRole('dialog');
  await expect(editor.getByRole('form', { name: 'Dettagli del documento' })).toBeVisible();
  await editor.getByRole('textbox', { name: /^Categoria/ }).fill('Contratti');
  await editor.getByRole('textbox', { name: /^Descrizione/ }).fill('Firmato in sede');
  await editor.getByRole('combobox', { name: /^Anagrafica/ }).fill(customer.name);
  await editor.getByRole('option', { name: customer.name }).first().click();
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(`${name}: modifiche salvate`)).toBeVisible();
  await expect(row).toContainText('Contratti');
  await expect(row).toContainText(customer.name);
  await page.goto(`/customers/${customer.id}`);
  await page.getByRole('tab', { name: 'Documenti' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documenti');

  await row.getByRole('button', { name: `Elimina ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^(Elimina|Delete)$/ }).click();
  await expect(page.getByText('Documento: eliminazione completata')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // The operator reads the archive but has no upload and no delete.
  const other = await browser.newPage();
  await storeSignIn(other, 'operator');
  await other.goto('/documents');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Documenti');
  await expect(other.locator('input[type=file]')).toHaveCount(0);
  await expect(other.getByRole('button', { name: /^Elimina / })).toHaveCount(0);
  await expect(other.getByRole('button', { name: /^Modifica / })).toHaveCount(0);
  await other.close();
});
