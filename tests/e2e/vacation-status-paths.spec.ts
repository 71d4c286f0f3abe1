import { expect, test, type Page } from '@playwright/test';
import { vacationStatusBrowserPaths, vacationWithdrawalBrowserPath, type DecisionButton, type DecisionBrowserPath } from './models/vacationStatusBrowserPaths.ts';
import { VacationsPage } from './models/VacationsPage.ts';
import { expectAccessible } from './support/axe.ts';
import { signedInApi } from './support/signedInApi.ts';
import { storeSignIn } from './support/signIn.ts';
import { tenantUrl } from './support/tenants.ts';

// Paths generated from the vacation status statechart (the registry's, which Processi draws), each driven through
// the request screen: an administrator decides on a fresh request of the operator, through the dialogs of an
// acceptance with changes (a shorter period, hours recomputed) and of a rejection (reason, confirmation).

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
    // A decision the state does not allow is not shown at all (a greyed one read as still possible).
    if (offered.includes(button)) await expect(control).toBeEnabled();
    else await expect(control).toHaveCount(0);
  }
};

const drive = async (page: Page, path: DecisionBrowserPath, index: number) => {
  // Signed in by token, the request arranged, then the app opened on it (the dashboard is other specs' subject).
  await storeSignIn(page, 'admin');
  const id = await freshRequest(page, index);
  await page.goto(`/vacations/${id}/edit`);
  const vacations = new VacationsPage(page);
  const decision = page.locator('section').filter({ has: page.getByRole('heading', { name: /^(Decisione|Decision)$/ }) });
  await expect(vacations.statusIn(decision, 'pending')).toBeVisible();
  await expectOffered(page, path.offered);
  const history = page.locator('section').filter({ has: page.getByRole('heading', { name: /^(Cronologia|History)$/ }) });
  for (const step of path.steps) {
    await page.getByRole('button', { name: BUTTONS[step.button] }).click();
    if (step.button === 'modify') await chooseChanges(page);
    if (step.button === 'reject') await confirmRejection(page);
    await expect(vacations.statusIn(decision, step.status)).toBeVisible();
    // The approver is told the decision went through, not only by the badge.
    const notice = STEP_NOTICES[step.status];
    if (notice === undefined) throw new Error(`no toast text known for the status ${step.status}`);
    await expect(page.getByText(notice).first()).toBeVisible();
    await expectOffered(page, step.offered);
    // The request's history shows the step: who, and for a change old → new, for a rejection its reason.
    await expect(history.locator(`[data-testid="history-entry"][data-kind="${step.status}"]`).last()).toBeVisible();
  }
  if (path.steps.some((step) => step.button === 'modify')) {
    await expect(history.getByTestId('history-change').last()).toHaveText(/16:00–17:00.*16:00–16:30/);
  }
  if (path.steps.some((step) => step.button === 'reject')) {
    await expect(decision.getByTestId('approver-note')).toHaveText(REASON);
    await expect(history.getByTestId('history-note').last()).toContainText(REASON);
  }
  await expectAccessible(page);
};

const REASON = 'Quel giorno serve la presenza in sede.';

/** The toast after each decision (src/ui/components/vacations/statusNotice.ts). */
const STEP_NOTICES: Partial<Record<string, RegExp>> = {
  accepted: /(Richiesta approvata|Request approved)/,
  modified: /(Richiesta approvata|Request approved)/,
  rejected: /(Richiesta rifiutata|Request rejected)/,
  pending: /(Stato cambiato|Status changed)/,
};

/** "Approve with changes": a shorter period (ends at 16:30), its hours recomputed in the dialog, then approve. */
const chooseChanges = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: /^(Approva con modifiche|Approve with changes)$/ });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel(/^(Fine|End)/).nth(1).fill('16:30');
  await dialog.getByLabel(/^(Fine|End)/).nth(1).press('Tab');
  await expect(dialog.getByTestId('duration')).toHaveText(/0[,.]5/);
  await dialog.getByRole('button', { name: /^(Approva con queste modifiche|Approve with these changes)$/ }).click();
  await expect(dialog).toBeHidden();
};

/** A rejection asks for its reason (optional) and a confirmation. */
const confirmRejection = async (page: Page) => {
  const dialog = page.getByRole('alertdialog', { name: /^(Rifiutare la richiesta\?|Reject the request\?)$/ });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: /^(Motivo del rifiuto|Reason for rejecting)/ }).fill(REASON);
  await dialog.getByRole('button', { name: /^(Rifiuta|Reject)$/ }).click();
  await expect(dialog).toBeHidden();
};

const paths = vacationStatusBrowserPaths();

test.describe('vacation status: generated paths in the browser', () => {
  test('there is an approve path, a reject path and an approve-with-changes path', () => {
    expect(paths.map((path) => path.steps.at(-1)?.status)).toEqual(['accepted', 'rejected', 'modified']);
  });

  paths.forEach((path, index) => {
    test(path.name, async ({ page }) => {
      await drive(page, path, index);
    });
  });
});

test.describe('vacation status: the requester withdraws, along the generated path', () => {
  const steps = vacationWithdrawalBrowserPath();

  test('the path is the button, the confirmation and the answer', () => {
    expect(steps).toEqual(['withdraw', 'confirm', 'answered']);
  });

  test(`requesterPending: ${steps.join(' → ')} (without the key to delete requests)`, async ({ page }) => {
    // borgo's operator: acme's operator spends and counts hour-bank hours in vacations.spec at the same time, and this
    // request's two hours, held until withdrawn, would be subtracted from what that spec reads.
    await storeSignIn(page, 'operator', 'borgo');
    const api = signedInApi(page, 'borgo');
    const mine = (await (await api.get('/users/me')).json()) as { data: { id: number } };
    let id: number | null = null;
    const today = new Date();
    // This year's days (next year's allowance is not set yet), an hour range the approver paths' requests leave free.
    for (let offset = 3; offset < 60 && id === null; offset++) {
      const d = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
      if (d.getUTCFullYear() !== today.getFullYear()) break;
      if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
      const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
      const made = await api.post('/vacations', { user_id: mine.data.id, type: 'permission', start: `${day} 09:00:00`, end: `${day} 11:00:00` });
      if (made.status() === 201) id = ((await made.json()) as { data: { id: number } }).data.id;
    }
    if (id === null) throw new Error('no free period for a request');
    await page.goto(tenantUrl('borgo', `/vacations/${id}/edit`));
    await expect(page.getByRole('button', { name: /^(Elimina|Delete)$/ })).toHaveCount(0);
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    for (const step of steps) {
      if (step === 'withdraw') {
        await page.getByRole('button', { name: /^(Ritira la richiesta|Withdraw request)$/ }).click();
        await expect(dialog).toContainText(/(le ore tornano disponibili|the hours are available again)/);
        await expectAccessible(page);
      } else if (step === 'confirm') {
        await dialog.getByRole('button', { name: /^(Ritira|Withdraw)$/ }).click();
      } else {
        await expect(page).toHaveURL(/\/vacations$/);
        await expect(page.getByText(/^(Richiesta ritirata|Request withdrawn)$/)).toBeVisible();
        expect((await api.get(`/vacations/${id}`)).status()).toBe(404);
      }
    }
  });
});
