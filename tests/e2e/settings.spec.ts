import { expect, test } from '@playwright/test';
import { AppShell } from './models/AppShell.ts';
import { SettingsPage } from './models/SettingsPage.ts';
import { expectAccessible } from './support/axe.ts';
import { signInAs, storeSignIn } from './support/signIn.ts';
import { expectFitsPhone } from './support/phoneWidth.ts';

const PREFERENCES = '**/api/users/me/preferences';

test.describe('settings', () => {
  test('language switch: applied at once, saved, kept after reload', async ({ page }) => {
    // borgo's supervisor: no other spec signs in as them, so the stored language cannot change under a parallel test.
    await signInAs(page, 'supervisor', 'borgo');
    const settings = new SettingsPage(page);
    await settings.gotoGeneral('borgo');
    await expectAccessible(page);
    await settings.choose(/^Lingua/, /^English$/);
    await settings.save.click();
    await expect(page.getByRole('heading', { name: 'General' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(new AppShell(page).menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await settings.choose(/^Language/, /^Italiano$/);
    await settings.save.click();
    await expect(page.getByRole('heading', { name: 'Generali' })).toBeVisible();
  });

  for (const fault of ['network', 'server error'] as const) {
    test(`a ${fault} while saving: translated message, retry, nothing chosen is lost`, async ({ page }) => {
      await storeSignIn(page, 'operator');
      const settings = new SettingsPage(page);
      await page.goto('/settings/appearance');
      // Pick the size not saved yet, so the save has something to send.
      const size = (await settings.select(/^Dimensione del menu/).innerText()).includes('Compatta') ? 'Standard' : 'Compatta';
      await settings.choose(/^Dimensione del menu/, new RegExp(`^${size}$`));
      await page.route(PREFERENCES, (route) =>
        route.request().method() !== 'POST'
          ? route.continue()
          : fault === 'network'
            ? route.abort('connectionreset')
            : route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }),
      );
      await settings.save.click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(fault === 'network' ? 'Connessione assente o instabile' : 'Errore del server');
      await expect(settings.select(/^Dimensione del menu/)).toContainText(size);
      await expectAccessible(page);
      await page.unroute(PREFERENCES);
      await alert.getByRole('button', { name: 'Riprova' }).click();
      await expect(page.getByText('Impostazioni salvate')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(settings.select(/^Dimensione del menu/)).toContainText(size);
    });
  }

  test('a slow save shows progress and completes', async ({ page }) => {
    await storeSignIn(page, 'operator');
    const settings = new SettingsPage(page);
    await page.goto('/settings/appearance');
    await settings.choose(/^Menu laterale/, /^Compresso/);
    // The save is held in flight (no fixed delay): the progress is checked while it waits, then it goes through.
    // Only the first save is held; any other call to the address passes.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = false;
    await page.route(PREFERENCES, async (route) => {
      if (holding || route.request().method() === 'GET') return route.continue();
      holding = true;
      await released;
      return route.continue();
    });
    await settings.save.click();
    await expect.poll(() => holding, { message: 'the save was expected in flight' }).toBe(true);
    await expect(settings.save).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Impostazioni salvate')).toHaveCount(0);
    release();
    await expect(page.getByText('Impostazioni salvate')).toBeVisible();
    await expect(new AppShell(page).menu).toHaveAttribute('data-collapsed', 'true');
  });

  test('the tenant’s mail sender and Settings → Company (logo included): checked, saved, read back after a reload; the operator does not see them', async ({ page, browser }) => {
    await signInAs(page, 'admin', 'borgo');
    const settings = new SettingsPage(page);
    await settings.gotoGeneral('borgo');
    const sender = page.getByRole('region', { name: 'Mittente delle e-mail' });
    await sender.getByLabel('Nome del mittente').fill('Borgo Alimentari — Ordini');
    await sender.getByLabel('Indirizzo del mittente').fill('ordini@borgo');
    await sender.getByRole('button', { name: 'Salva il mittente' }).click();
    await expect(sender.getByText('Scrivi un indirizzo e-mail valido, ad esempio commerciale@azienda.it.')).toBeVisible();
    await sender.getByLabel('Indirizzo del mittente').fill('ordini@borgo.test');
    await sender.getByRole('button', { name: 'Salva il mittente' }).click();
    await expect(page.getByText('Impostazioni salvate')).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(sender.getByLabel('Indirizzo del mittente')).toHaveValue('ordini@borgo.test');
    await expect(sender.getByLabel('Nome del mittente')).toHaveValue('Borgo Alimentari — Ordini');

    // Settings → Company, from the settings menu: checked field by field, a logo uploaded and previewed, saved, read
    // back after a reload; usable at 360 px.
    await page.getByRole('link', { name: 'Azienda' }).click();
    await expect(page).toHaveURL(/\/settings\/company$/);
    await page.setViewportSize({ width: 360, height: 740 });
    const company = page.getByRole('region', { name: 'Azienda' });
    await expect(company.getByLabel(/^Ragione sociale/)).toHaveValue('Borgo Alimentari S.p.A.');
    await company.getByLabel(/^Partita IVA/).fill('12345678901');
    await company.getByLabel(/^IBAN/).fill('IT00X0542811101000000123456');
    await company.getByLabel(/^CAP/).fill('431');
    await company.getByRole('button', { name: 'Salva i dati aziendali' }).click();
    await expect(company.getByText('La partita IVA ha 11 cifre e una cifra di controllo valida.')).toBeVisible();
    await expect(company.getByText("L'IBAN non è valido (i caratteri di controllo non tornano).")).toBeVisible();
    await expect(company.getByText('Il CAP è di 5 cifre.')).toBeVisible();
    await company.getByLabel(/^Partita IVA/).fill('12345670157');
    await company.getByLabel(/^IBAN/).fill('IT60 X054 2811 1010 0000 0123 456');
    await company.getByLabel(/^CAP/).fill('43126');
    await company.getByLabel(/^Numero REA/).fill('PR-245310');
    await company.getByLabel(/^Capitale sociale/).fill('1.500.000,00');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await company.getByLabel(/^Scegli un'immagine/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(company.getByRole('img', { name: 'Anteprima del logo' })).toBeVisible();
    await expectAccessible(page);
    await expectFitsPhone(page);
    await company.getByRole('button', { name: 'Salva i dati aziendali' }).click();
    await expect(page.getByText('Dati aziendali salvati: valgono dal prossimo documento.')).toBeVisible();
    await page.reload();
    await expect(company.getByLabel(/^Partita IVA/)).toHaveValue('12345670157');
    await expect(company.getByLabel(/^Capitale sociale/)).toHaveValue('1500000');
    await expect(company.getByRole('img', { name: 'Anteprima del logo' })).toBeVisible();
    await company.getByRole('button', { name: 'Rimuovi il logo' }).click();
    await company.getByRole('button', { name: 'Salva i dati aziendali' }).click();
    await expect(page.getByText('Dati aziendali salvati: valgono dal prossimo documento.')).toBeVisible();
    await expect(company.getByText('Nessun logo.')).toBeVisible();

    const operator = await browser.newPage();
    await signInAs(operator, 'operator', 'borgo');
    await new SettingsPage(operator).gotoGeneral('borgo');
    await expect(operator.getByRole('region', { name: 'Mittente delle e-mail' })).toHaveCount(0);
    await expect(operator.getByRole('link', { name: 'Azienda' })).toHaveCount(0);
    // Refused by URL with a message, and no form.
    await operator.goto(operator.url().replace('/settings/general', '/settings/company'));
    await expect(operator.getByLabel(/^Ragione sociale/)).toHaveCount(0);
    await expect(operator.getByRole('heading', { level: 1 })).toBeVisible();
    await operator.close();
  });
  test('Settings → Sent mail (a refused mail, its reason, sent again), Modules and region, and the first steps reopened and closed', async ({ page }) => {
    await signInAs(page, 'admin', 'cantiere');
    const settings = new SettingsPage(page);
    await settings.gotoGeneral('cantiere');
    await page.getByRole('link', { name: 'Posta inviata' }).click();
    await expect(page).toHaveURL(/\/settings\/mail$/);
    const log = page.getByRole('table', { name: 'Posta inviata' });
    await expect(log.getByText('554 5.7.1 Message rejected as spam by the recipient server')).toBeVisible();
    await expect(log.getByText('Non recapitata')).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectFitsPhone(page);
    await log.getByRole('link', { name: 'Offerta ponteggi cantiere di Bergamo' }).first().click();
    await expect(page.getByText('ufficio.tecnico@edilnord.it')).toBeVisible();
    await expectAccessible(page);
    const original = page.url();
    await page.getByRole('button', { name: 'Invia di nuovo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Invia di nuovo' }).click();
    await expect(page.getByText('E-mail inviata di nuovo.')).toBeVisible();
    await expect(page).not.toHaveURL(original);
    await expect(page.getByRole('link', { name: 'messaggio originale' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('link', { name: 'Moduli e regione' }).click();
    // Cantiere does not use leave requests (its modules.hidden): switched off here, the others on.
    await expect(page.getByRole('checkbox', { name: 'Campionature' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Ferie e permessi' })).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Fuso orario' })).toHaveValue('Europe/Rome');
    // Backups and the company's data: none made on this test instance yet; the export downloads once a day.
    const data = page.getByRole('region', { name: 'Backup ed esportazione' });
    await expect(data.getByText(/^Nessun backup ancora/)).toBeVisible();
    const exportButton = data.getByRole('button', { name: "Scarica i dati dell'azienda" });
    const refusal = page.getByText(/L'esportazione non è stata scaricata/);
    // The first click downloads today's export. A retry finds it already taken if the first attempt got this far (the
    // server keeps it), and not if that attempt failed earlier: on a retry the first click may be the refusal.
    const download = page.waitForEvent('download').then(
      (file) => file.suggestedFilename(),
      () => 'no download',
    );
    await exportButton.click();
    const first = await Promise.race([download, refusal.waitFor().then(() => 'refused', () => 'no refusal')]);
    if (test.info().retry === 0 || first !== 'refused') {
      expect(first).toMatch(/^cantiere-export-.*\.zip$/);
      await exportButton.click();
    }
    await expect(refusal).toBeVisible();
    await expectAccessible(page);

    // The first steps come back from Settings, keep each step as it is marked, and go away when closed.
    await page.getByRole('button', { name: 'Riapri i primi passi' }).click();
    await expect(page).toHaveURL(/\/setup$/);
    await expect(page.getByRole('heading', { name: 'Primi passi', level: 1 })).toBeVisible();
    const dashboardStep = page.getByRole('listitem').filter({ hasText: 'Dai uno sguardo alla bacheca' });
    await dashboardStep.getByRole('button', { name: 'Segna come fatto' }).click();
    await expect(dashboardStep.getByRole('button', { name: 'Segna da fare' })).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: 'Dai uno sguardo alla bacheca' }).getByText(/^Fatto il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
    // Importing is a step too: to Settings → Import and back, then skipped (nothing to bring in), kept on reload.
    const importStep = () => page.getByRole('listitem').filter({ hasText: 'Porta dentro i tuoi dati' });
    await importStep().getByRole('link', { name: 'Importa dati' }).click();
    await expect(page).toHaveURL(/\/settings\/import\?from=setup$/);
    await page.getByRole('link', { name: 'Torna ai primi passi' }).click();
    await expect(page).toHaveURL(/\/setup$/);
    await importStep().getByRole('button', { name: 'Salta questo passo' }).click();
    await expect(importStep().getByRole('button', { name: 'Segna da fare' })).toBeVisible();
    await page.reload();
    await expect(importStep().getByText(/^Saltato il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await page.getByRole('button', { name: 'Ho finito' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Completa i primi passi' })).toHaveCount(0);
  });
});
