import { expect, test } from '@playwright/test';
import { ImportPage } from './models/ImportPage.ts';
import { expectAccessible } from './support/axe.ts';
import { storeSignIn } from './support/signIn.ts';
import { tenantUrl } from './support/tenants.ts';

// Issue 34: a customers XLSX with bad rows through the screen — dry run listing each bad row, the error file
// downloaded and fixed, all-or-nothing refused, the fixed file imported, then undone. The dataImport statechart's
// key paths (upload → mapping → checking → reviewed → importing → failed | done → undoing → undone) in the browser.

// Names and codes are language-neutral data; the P. IVA numbers carry real office codes and check digits.
const HEADER = ['Ragione sociale', 'P.IVA', 'CAP', 'Provincia', 'Città'];
const GOOD_A = ['Rossi 7341 Srl', '73410000159', '20121', 'MI', 'Milano'];
const GOOD_B = ['Bianchi 7342 Spa', '73420000207', '00184', 'RM', 'Roma'];
const BAD_VAT = ['Verdi 7343 Snc', '12345678901', '10121', 'TO', 'Torino'];
const BAD_CAP = ['Neri 7344 Sas', '73440000161', '2012', 'XX', 'Milano'];
const FIXED: Record<string, readonly string[]> = { 'Verdi 7343 Snc': ['Verdi 7343 Snc', '73430000189', '10121', 'TO', 'Torino'], 'Neri 7344 Sas': BAD_CAP.map((cell, i) => (i === 2 ? '20121' : i === 3 ? 'MI' : cell)) };

test('import customers: bad rows listed, error file fixed and imported again, then undone', async ({ page }) => {
  test.setTimeout(90_000);
  await storeSignIn(page, 'admin', 'cantiere');
  const screen = new ImportPage(page);
  await screen.goto('cantiere');
  await expectAccessible(page);

  await screen.upload('data-7341.xlsx', await ImportPage.workbook([HEADER, GOOD_A, GOOD_B, BAD_VAT, BAD_CAP]));
  await screen.button(/^Verifica le righe$/).click();
  await expect(page.getByRole('heading', { name: '3. Verifica il risultato' })).toBeVisible();
  await expect(screen.count('created')).toHaveText('2');
  await expect(screen.count('rejected')).toHaveText('2');
  const badRows = page.getByRole('table', { name: 'Righe che non si possono importare' });
  await expect(badRows.getByRole('row', { name: /12345678901/ })).toBeVisible();
  await expect(badRows.getByRole('row', { name: /2012/ }).first()).toBeVisible();
  // Nothing runs before the user says what to do with the bad rows.
  await expect(screen.button(/^Importa$/)).toBeDisabled();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await screen.button(/^Scarica il file degli errori \(Excel\)$/).click();
  const errorRows = await ImportPage.rowsOf(await downloading);
  expect(errorRows[0]).toContain('Errore');
  const names = errorRows.slice(1).map((row) => row[0] ?? '');
  expect(names.sort()).toEqual(['Neri 7344 Sas', 'Verdi 7343 Snc']);

  // All or nothing with bad rows writes nothing: the run fails and says so.
  await screen.chooseMode(/^Tutto o niente/);
  await screen.button(/^Importa$/).click();
  await expect(page.getByRole('heading', { name: 'Nulla importato' })).toBeVisible();
  await screen.button(/^Importa un altro file$/).click();

  // The error file, fixed, imports as it is (its extra Errore column left out by the mapping).
  const fixed = errorRows.map((row, i) => (i === 0 ? row : [...(FIXED[row[0] ?? ''] ?? row), row[5] ?? '']));
  await screen.upload('data-7341-b.xlsx', await ImportPage.workbook(fixed));
  await screen.button(/^Verifica le righe$/).click();
  await expect(page.getByText('Tutte le righe si possono importare.')).toBeVisible();
  await expect(screen.count('created')).toHaveText('2');
  await screen.button(/^Importa$/).click();
  await expect(page.getByRole('heading', { name: 'Importazione conclusa' })).toBeVisible();
  await expectAccessible(page);

  await screen.button(/^Annulla l'importazione$/).click();
  await expect(page.getByRole('heading', { name: 'Importazione annullata' })).toBeVisible();
  await expect(page.getByText(/^2 dati tolti/)).toBeVisible();
  await screen.button(/^Importa un altro file$/).click();
  const history = page.getByRole('table', { name: 'Importazioni passate' });
  await expect(history.getByRole('row', { name: /data-7341-b\.xlsx/ })).toContainText('Annullata');

  // Without imports.run the page is refused by URL: a clear message and no form.
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await storeSignIn(page, 'operator', 'cantiere');
  await page.goto(tenantUrl('cantiere', '/settings/import'));
  await expect(page.getByText(/^Non hai accesso a questa pagina/)).toBeVisible();
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
});
