import { expect, test, type Page } from '@playwright/test';
import { vacationStatusBrowserPaths, type DecisionButton, type DecisionBrowserPath } from './models/vacationStatusBrowserPaths.ts';
import { VacationsPage } from './models/VacationsPage.ts';
import { expectAccessible } from './support/axe.ts';
import { signedInApi } from './support/signedInApi.ts';
import { signInAs } from './support/signIn.ts';

// Paths generated from the vacation status statechart (the registry's, which Processi draws), each driven through
// the request screen: an administrator decides on a fresh request of the operator.

const BUTTONS: Readonly<Record<DecisionButton, RegExp>> = {
  accept: /^(Approva|Approve)$/,
  modify: /^(Approva con modifiche|Approve with changes)$/,
  reject: /^(Rifiuta|Reject)$/,
  reopen: /^(Rimetti in attesa|Back to pending)$/,
};

const pad = (n: number) => String(n).padStart(2, '0');

const freshRequest = async (page: Page, index: number): Promise<number> => {
  const api = signedInApi(page, 'acme');
  const me = (await (await api.get('/users?search=operator@acme.test')).json()) as { data: { id: number; email: string }[] };
  const operator = me.data.find((u) => u.email === 'operator@acme.test');
  if (!operator) throw new Error('no demo operator');
  const today = new Date();
  for (let offset = 5 + index * 3; offset < 60; offset++) {
    const d = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    const made = await api.post('/vacations', { user_id: operator.id, type: 'illness', start: `${day} 16:00:00`, end: `${day} 17:00:00` });
    if (made.status() === 201) return ((await made.json()) as { data: { id: number } }).data.id;
  }
  throw new Error('no free period for a request');
};

const expectOffered = async (page: Page, offered: readonly DecisionButton[]) => {
  for (const [button, name] of Object.entries(BUTTONS) as [DecisionButton, RegExp][]) {
    const control = page.getByRole('button', { name });
    if (offered.includes(button)) await expect(control).toBeEnabled();
    else await expect(control).toBeDisabled();
  }
};

const drive = async (page: Page, path: DecisionBrowserPath, index: number) => {
  await signInAs(page, 'admin');
  const id = await freshRequest(page, index);
  await page.goto(`/vacations/${id}/edit`);
  const vacations = new VacationsPage(page);
  const decision = page.locator('section').filter({ has: page.getByRole('heading', { name: /^(Decisione|Decision)$/ }) });
  await expect(vacations.statusIn(decision, 'pending')).toBeVisible();
  await expectOffered(page, path.offered);
  for (const step of path.steps) {
    await page.getByRole('button', { name: BUTTONS[step.button] }).click();
    await expect(vacations.statusIn(decision, step.status)).toBeVisible();
    await expectOffered(page, step.offered);
  }
  await expectAccessible(page);
};

const paths = vacationStatusBrowserPaths();

test.describe('vacation status: generated paths in the browser', () => {
  test('there is an approve path and a reject path', () => {
    expect(paths.map((path) => path.steps.at(-1)?.status)).toEqual(['accepted', 'rejected']);
  });

  paths.forEach((path, index) => {
    test(path.name, async ({ page }) => {
      await drive(page, path, index);
    });
  });
});
