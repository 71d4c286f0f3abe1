import { expect, test, type Page } from '@playwright/test';
import { SettingsPage } from './models/SettingsPage.ts';
import { TasksPage } from './models/TasksPage.ts';
import { expectAccessible } from './support/axe.ts';
import { tenantUrl } from './support/tenants.ts';
import { storeSignIn } from './support/signIn.ts';
import { expectFitsPhone } from './support/phoneWidth.ts';

// Dates follow the app language, not the browser's (the browser here is en-US): dd/mm/yyyy HH:mm in both
// languages, typed and shown; a task that never ran says so instead of "paused".
const TENANT = 'cantiere';

/** Saves another language and waits until the app has taken it (the page's `lang`): an address opened before the
 * preference is saved loads in the old language (a CI retry found the Italian form where the English was awaited). */
const switchLanguage = async (page: Page, from: RegExp, to: RegExp, lang: 'it' | 'en') => {
  const settings = new SettingsPage(page);
  await settings.gotoGeneral(TENANT);
  await settings.choose(from, to);
  await settings.save.click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
};

test.use({ locale: 'en-US' });

test('task dates in Italian and English; a new task is "not started"', async ({ page }) => {
  await storeSignIn(page, 'admin', TENANT);
  const tasks = new TasksPage(page);
  const summary = `Sopralluogo ${Date.now().toString(36)}`;

  // Italian: the field asks for gg/mm/aaaa and hh:mm, refuses a day that does not exist.
  await page.goto(tenantUrl(TENANT, '/tasks/create'));
  await expect(tasks.heading).toHaveText('Nuova attività');
  const start = tasks.dateTimeInputs(/^Inizio/);
  const end = tasks.dateTimeInputs(/^Fine/);
  await expect(start.date).toHaveAttribute('placeholder', 'gg/mm/aaaa');
  await expect(start.time).toHaveAttribute('placeholder', 'hh:mm');
  await page.getByRole('textbox', { name: /^Titolo/ }).fill(summary);
  await start.date.fill('29/03/2026');
  await start.time.fill('02:30');
  await end.date.fill('30/02/2026');
  await end.time.focus();
  await expect(page.getByText('Data non valida: scrivi gg/mm/aaaa, per esempio 24/11/2026.')).toBeVisible();
  await expect(end.date).toHaveAttribute('aria-invalid', 'true');
  await end.date.fill('29/03/2026');
  await end.time.fill('04:00');

  // The calendar opens from the keyboard and is accessible; Escape closes it.
  await start.date.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('grid')).toBeHidden();

  await page.getByRole('button', { name: /^Crea$/ }).click();
  await expect(page).toHaveURL(/\/tasks\/\d+\/edit$/);
  const editUrl = page.url();
  // The daylight-saving day keeps the hour typed (02:30 does not exist in Rome on 2026-03-29).
  await expect(start.date).toHaveValue('29/03/2026');
  await expect(start.time).toHaveValue('02:30');
  await tasks.expectStatus(/^Non avviata$/);

  await page.goto(tenantUrl(TENANT, '/tasks'));
  const row = page.getByRole('row', { name: new RegExp(summary) });
  await expect(row).toContainText('29/03/2026 02:30');
  await expect(row).toContainText('Non avviata');

  // English follows the same dd/mm/yyyy HH:mm form.
  await switchLanguage(page, /^Lingua/, /^English$/, 'en');
  try {
    await page.goto(editUrl);
    const startEn = tasks.dateTimeInputs(/^Start/);
    await expect(startEn.date).toHaveValue('29/03/2026');
    await expect(startEn.date).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await expect(tasks.dateTimeInputs(/^End/).time).toHaveValue('04:00');
    await tasks.expectStatus(/^Not started$/);
    await tasks.fillDateTime(/^End/, '2026-10-25 02:30');
    const saved = page.waitForResponse((response) => /\/api\/tasks\/\d+$/.test(response.url()) && response.request().method() === 'PUT');
    await page.getByRole('button', { name: /^Save$/ }).click();
    const body = (await (await saved).json()) as { data: { end: string } };
    expect(body.data.end).toBe('2026-10-25 02:30:00');
    await page.goto(tenantUrl(TENANT, '/tasks'));
    await expect(page.getByRole('row', { name: new RegExp(summary) })).toContainText('Not started');

    // At 360 px the field fits: no horizontal scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(editUrl);
    await expect(tasks.dateTimeInputs(/^End/).date).toHaveValue('25/10/2026');
    await expect(tasks.dateTimeInputs(/^End/).time).toHaveValue('02:30');
    await expectFitsPhone(page);
    await expectAccessible(page);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
    await switchLanguage(page, /^Language/, /^Italiano$/, 'it');
    await expect(page.getByRole('heading', { name: 'Generali' })).toBeVisible();
  }
});
