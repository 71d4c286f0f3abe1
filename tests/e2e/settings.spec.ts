import { expect, test } from '@playwright/test';
import { AppShell } from './models/AppShell.ts';
import { SettingsPage } from './models/SettingsPage.ts';
import { expectAccessible } from './support/axe.ts';
import { signInAs } from './support/signIn.ts';

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
      await signInAs(page, 'operator');
      const settings = new SettingsPage(page);
      await page.goto(page.url().replace('/dashboard', '/settings/appearance'));
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
    await signInAs(page, 'operator');
    const settings = new SettingsPage(page);
    await page.goto(page.url().replace('/dashboard', '/settings/appearance'));
    await settings.choose(/^Menu laterale/, /^Compresso/);
    await page.route(PREFERENCES, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await settings.save.click();
    await expect(settings.save).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Impostazioni salvate')).toBeVisible();
    await expect(new AppShell(page).menu).toHaveAttribute('data-collapsed', 'true');
  });

  test('the tenant’s mail sender: checked, saved, read back after a reload; the operator does not see it', async ({ page, browser }) => {
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

    const operator = await browser.newPage();
    await signInAs(operator, 'operator', 'borgo');
    await new SettingsPage(operator).gotoGeneral('borgo');
    await expect(operator.getByRole('region', { name: 'Mittente delle e-mail' })).toHaveCount(0);
    await operator.close();
  });
});
