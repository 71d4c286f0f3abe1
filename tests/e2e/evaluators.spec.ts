import { expect, test } from '@playwright/test';
import { AppShell } from './models/AppShell.ts';
import { EvaluatorsPage } from './models/EvaluatorsPage.ts';
import { LoginPage } from './models/LoginPage.ts';
import { expectAccessible } from './support/axe.ts';
import { demoLogin } from './support/tenants.ts';

test('a supervisor assigns a goal to the operator and evaluates it, the operator acknowledges', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Obiettivo e2e ${Date.now().toString(36)}`;
  const login = new LoginPage(page);
  await login.goto('acme');
  const { email, password } = demoLogin('supervisor', 'acme');
  await login.signIn(email, password);
  await new AppShell(page).expectDashboard();

  const evaluators = new EvaluatorsPage(page);
  await evaluators.gotoPackages();
  await expect(evaluators.heading).toHaveText('Valutazioni');
  await expectAccessible(page);

  await evaluators.createGoal(title);
  await expectAccessible(page);

  const packageId = await evaluators.assign('operator@acme.test', title);
  await expect(page.getByRole('cell', { name: title })).toBeVisible();
  await expectAccessible(page);

  await evaluators.evaluate(title);
  await evaluators.showSheets();
  await expectAccessible(page);

  // The operator confirms having seen it.
  await page.evaluate(() => localStorage.clear());
  await login.goto('acme');
  const operator = demoLogin('operator', 'acme');
  await login.signIn(operator.email, operator.password);
  await new AppShell(page).expectDashboard();
  await page.goto(`/evaluators/packages/${packageId}`);
  await page.getByRole('button', { name: /^(Confermo la presa visione|I confirm I have seen it)$/ }).click();
  await expect(page.getByText(/^(La persona valutata ha confermato\.|The evaluated person has confirmed\.)$/)).toBeVisible();
  await expectAccessible(page);
});

test('cantiere titles the section TPM', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('cantiere');
  const { email, password } = demoLogin('admin', 'cantiere');
  await login.signIn(email, password);
  await new AppShell(page).expectDashboard();
  await expect(page.getByRole('link', { name: 'TPM' })).toBeVisible();
  const evaluators = new EvaluatorsPage(page);
  await evaluators.gotoPackages();
  await expect(evaluators.heading).toHaveText('TPM');
});
