import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { roleApi } from './support/roleApi.ts';
import { tenantUrl } from './support/tenants.ts';
import { signInAs } from './support/signIn.ts';

const VACATIONS_PANEL = 'Ferie da approvare';
const SAMPLES_PANEL = 'Campionature da approvare';

test.describe('menu and dashboard per tenant and role', () => {
  test('acme admin: every approval panel; settings in the menu', async ({ page }) => {
    const shell = await signInAs(page, 'admin', 'acme');
    await expect(shell.panel(VACATIONS_PANEL)).toBeVisible();
    await expect(shell.panel(SAMPLES_PANEL)).toBeVisible();
    const labels = await shell.menuLabels();
    expect(labels).toContain('Bacheca');
    expect(labels).toContain('Impostazioni');
    await expectAccessible(page);
  });

  test('acme operator: no approval panels (no vacations.changeStatus, no samples.approve)', async ({ page }) => {
    const shell = await signInAs(page, 'operator', 'acme');
    await expect(shell.panel('Le mie attività')).toBeVisible();
    await expect(shell.panel(VACATIONS_PANEL)).toHaveCount(0);
    await expect(shell.panel(SAMPLES_PANEL)).toHaveCount(0);
  });

  test('borgo hides proposals, samples and statistics', async ({ page }) => {
    const shell = await signInAs(page, 'admin', 'borgo');
    await expect(shell.panel(VACATIONS_PANEL)).toBeVisible();
    await expect(shell.panel(SAMPLES_PANEL)).toHaveCount(0);
    const labels = await shell.menuLabels();
    for (const hidden of ['Offerte', 'Campionature', 'Statistiche']) expect(labels).not.toContain(hidden);
  });

  test('borgo supervisor approves a request from the dashboard by keyboard: a notice, and focus stays in the panel', async ({ page, request }) => {
    // A one-hour permission of the operator on this month's second working day (this year's leave hours are set),
    // at an hour of this run's own (a retry takes another).
    const now = new Date();
    const day = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 1));
    for (let working = 0; ; day.setUTCDate(day.getUTCDate() + 1)) if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && ++working === 2) break;
    const [y, m, d] = day.toISOString().slice(0, 10).split('-');
    const hour = String(8 + (Math.floor(Date.now() / 1000) % 8)).padStart(2, '0');
    const operator = await roleApi(request, 'operator', 'borgo');
    const created = await operator.post('/vacations', { type: 'permission', start: `${y}-${m}-${d} ${hour}:00:00`, end: `${y}-${m}-${d} ${hour}:59:59` });
    expect(created.status(), await created.text()).toBe(201);
    const shell = await signInAs(page, 'supervisor', 'borgo');
    const row = shell.panel(VACATIONS_PANEL).getByRole('listitem').filter({ hasText: `${d}/${m}/${y} ${hour}:00` });
    await row.getByRole('button', { name: /^Approva la richiesta di / }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Richiesta di Davide Marino approvata')).toBeVisible();
    await expect(row).toHaveCount(0);
    // The row and its button are gone: focus carries on from the panel, not from the top of the page.
    await expect(shell.panel(VACATIONS_PANEL).getByRole('link', { name: 'Tutte le richieste in attesa' })).toBeFocused();
  });

  test('cantiere hides vacations', async ({ page }) => {
    const shell = await signInAs(page, 'admin', 'cantiere');
    await expect(shell.panel(SAMPLES_PANEL)).toBeVisible();
    await expect(shell.panel(VACATIONS_PANEL)).toHaveCount(0);
    expect(await shell.menuLabels()).not.toContain('Ferie e permessi');
    // Typed addresses are refused too, even for the administrator.
    for (const path of ['/vacations', '/vacations/calendar', '/user-vacation-hours']) {
      await page.goto(tenantUrl('cantiere', path));
      await expect(page.getByRole('heading', { level: 1 }).last()).toHaveText(/^(Accesso non consentito|No access)$/);
    }
  });

  test('narrow screens: the menu is a drawer behind a button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const shell = await signInAs(page, 'admin', 'acme');
    await expect(shell.menu).toBeHidden();
    // By keyboard the open drawer is modal: its first link takes the focus, Tab stays in it (or on the overlay's
    // close button) instead of walking the page hidden behind it, and Escape closes it back onto the toggle.
    const toggle = page.getByRole('button', { name: 'Apri il menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(shell.menu).toBeVisible();
    await expect(shell.menu.getByRole('link').first()).toBeFocused();
    const links = await shell.menu.getByRole('link').count();
    for (let step = 0; step < links + 1; step += 1) {
      await page.keyboard.press('Tab');
      const inDrawer = await page.evaluate(() => {
        const active = document.activeElement;
        return active !== null && (active.closest('nav') !== null || active.getAttribute('aria-label') === 'Chiudi il menu' || active === document.body);
      });
      expect(inDrawer, `Tab ${step + 1} left the open menu`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(shell.menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await expect(shell.menu).toBeVisible();
    await shell.menu.getByRole('link', { name: 'Impostazioni' }).click();
    await expect(page).toHaveURL(/\/settings\/general$/);
    await expect(shell.menu).toBeHidden();
    await expectAccessible(page);
  });
});
