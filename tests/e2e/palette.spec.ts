import { expect, test, type Page } from '@playwright/test';
import { CommandPalette } from './models/CommandPalette.ts';
import { expectAccessible } from './support/axe.ts';
import { readInEnglish } from './support/language.ts';
import { signedInApi } from './support/signedInApi.ts';
import { type DemoRole } from './support/tenants.ts';
import { signInAs } from './support/signIn.ts';

const signIn = async (page: Page, role: DemoRole): Promise<CommandPalette> => {
  await readInEnglish(page);
  await signInAs(page, role);
  return new CommandPalette(page);
};

test.describe('command palette and keyboard shortcuts', () => {
  test('finds a customer by keyboard and opens it; "go to vacations"; axe on the open palette', async ({ page }) => {
    const palette = await signIn(page, 'admin');
    // A name of this run only (two workers share the server).
    const suffix = Date.now().toString(36);
    const name = `Ferramenta Quercioli ${suffix}`;
    const created = await signedInApi(page).post('/profiles', { type: 'customer', business_name: name });
    expect(created.status()).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };

    await palette.openByKeyboard();
    await expectAccessible(page);
    // The dialog holds its content: it does not scroll sideways (its content once asked for more than its width).
    const content = palette.dialog;
    expect(await content.evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);
    // Lower case, a prefix of one word: found all the same.
    await palette.type(`quercio ${suffix}`);
    await palette.arrowTo(new RegExp(name));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/customers/${data.id}$`));
    await expect(palette.dialog).toHaveCount(0);

    await palette.openByKeyboard();
    await palette.type('go to vacations');
    await palette.arrowTo(/^Go to vacations and leave$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vacations$/);
  });

  test('? lists the shortcuts, g t goes to the tasks, Escape closes and gives focus back', async ({ page }) => {
    const palette = await signIn(page, 'operator');
    await page.keyboard.press('?');
    await expect(palette.shortcuts).toBeVisible();
    await expect(palette.shortcuts.getByText('Search and commands')).toBeVisible();
    await expect(palette.shortcuts.getByText('Tasks')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette.shortcuts).toHaveCount(0);

    await page.keyboard.press('g');
    await page.keyboard.press('t');
    await expect(page).toHaveURL(/\/tasks$/);
    // The new screen takes the focus to its heading once drawn: open the palette after that, not during it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tasks');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    // The header button opens the palette too; Escape closes it and focus returns to the button.
    const button = page.getByRole('button', { name: 'Search' });
    await button.click();
    await expect(palette.field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette.dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
