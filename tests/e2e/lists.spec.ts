import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { TaskListPage } from './models/TaskListPage.ts';
import { expectAccessible } from './support/axe.ts';
import { E2E_PORT, ONE_CONNECTION_PER_CALL, TOKEN_KEYS, tenantUrl } from './support/tenants.ts';
import { storeSignIn } from './support/signIn.ts';

// A list's page, order and filters live in the address: sorting by a column and paging survive a reload, the back
// button returns to the previous order and page, and a copied link opens the same list.

const SUMMARY = /^(Titolo|Summary)/;

// Borgo's tasks: the other specs add theirs to acme's while this one runs, and a task they add that sorts before
// page 2 would shift it between two reads of the same address.
const TENANT = 'borgo';

/** Enough tasks for a second page of 50 (the seed has about fifteen per tenant). */
const addTasks = async (page: Page, stamp: string, count: number): Promise<void> => {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS.accessToken);
  const headers = { Authorization: `Bearer ${token ?? ''}`, Host: `${TENANT}.localhost:${E2E_PORT}`, Accept: 'application/json', ...ONE_CONNECTION_PER_CALL };
  for (let i = 0; i < count; i += 1) {
    const response = await page.request.post(`http://127.0.0.1:${E2E_PORT}/api/tasks`, {
      headers,
      data: { summary: `Lista ${stamp} ${String(i).padStart(2, '0')}`, with_event: false },
    });
    expect(response.status()).toBe(201);
  }
};

test('task list: sort by a column, page 2, reload, back and a shared link keep the same list', async ({ page, context }) => {
  test.setTimeout(90_000);
  // The tasks are made before the app first opens (on the list itself, not the dashboard).
  await storeSignIn(page, 'admin', TENANT);
  await addTasks(page, Date.now().toString(36), 45);

  const list = new TaskListPage(page, tenantUrl(TENANT, ''));
  await list.goto();
  await expect(list.header(SUMMARY)).toHaveAttribute('aria-sort', 'none');
  const defaultFirstPage = await list.summaries();

  await list.sortBy(SUMMARY);
  await expect(list.header(SUMMARY)).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/\/tasks\?sort=summary$/);
  const sortedFirstPage = await list.summaries();
  expect(sortedFirstPage).toEqual([...sortedFirstPage].sort((a, b) => a.localeCompare(b, 'it')));
  expect(sortedFirstPage).not.toEqual(defaultFirstPage);

  await list.goToPage(2);
  await expect(page).toHaveURL(/\/tasks\?page=2&sort=summary$/);
  const secondPage = await list.summaries();
  expect(secondPage[0]).not.toBe(sortedFirstPage[0]);
  await expectAccessible(page);

  // Reload: same order, same page.
  await page.reload();
  await list.expectLoaded();
  await expect(list.header(SUMMARY)).toHaveAttribute('aria-sort', 'ascending');
  expect(await list.summaries()).toEqual(secondPage);

  // Back: page 1 of the same order; back again: the default order.
  await page.goBack();
  await expect(page).toHaveURL(/\/tasks\?sort=summary$/);
  await list.expectLoaded();
  expect(await list.summaries()).toEqual(sortedFirstPage);
  await page.goBack();
  await expect(page).toHaveURL(/\/tasks$/);
  await list.expectLoaded();
  await expect(list.header(SUMMARY)).toHaveAttribute('aria-sort', 'none');
  expect(await list.summaries()).toEqual(defaultFirstPage);

  // Keyboard: Enter on the header sorts descending after ascending.
  await list.header(SUMMARY).getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(list.header(SUMMARY)).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Enter');
  await expect(list.header(SUMMARY)).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/\/tasks\?sort=-summary$/);

  // Export: every page of the list in the order shown, headed in the screen's language, as a real workbook.
  // The rows of the new order first (the address changes before they arrive).
  await expect
    .poll(async () => {
      const rows = await list.summaries();
      return rows.join('\n') === [...rows].sort((x, y) => y.localeCompare(x, 'it')).join('\n');
    })
    .toBe(true);
  const shown = await list.summaries();
  await page.getByRole('button', { name: /^(Esporta|Export)$/ }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const exported: string[] = [];
  book.worksheets[0]?.eachRow((row) => exported.push(String(row.getCell(1).value)));
  expect(exported[0]).toMatch(SUMMARY);
  expect(exported.slice(1, shown.length + 1)).toEqual(shown);
  expect(exported.length - 1).toBeGreaterThan(shown.length);

  // A shared link opens the same list in another tab.
  const shared = await context.newPage();
  const other = new TaskListPage(shared, tenantUrl(TENANT, ''));
  await other.goto('?page=2&sort=summary');
  await expect(other.header(SUMMARY)).toHaveAttribute('aria-sort', 'ascending');
  expect(await other.summaries()).toEqual(secondPage);
  await shared.close();
});

test('a link with a sort the list does not know shows the refusal, not rows', async ({ page }) => {
  await storeSignIn(page, 'admin');
  await page.goto('/tasks?sort=nope');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
