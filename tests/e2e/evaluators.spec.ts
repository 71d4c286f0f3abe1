import { expect, test } from '@playwright/test';
import { AppShell } from './models/AppShell.ts';
import { EvaluatorsPage } from './models/EvaluatorsPage.ts';
import { LoginPage } from './models/LoginPage.ts';
import { expectAccessible } from './support/axe.ts';
import { demoLogin } from './support/tenants.ts';

test('a supervisor creates a goal and assigns it to the operator', async ({ page }) => {
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

  await evaluators.assign('operator@acme.test', title);
  await expect(page.getByRole('tab', { name: /^(Obiettivi|Goals)$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: title })).toBeVisible();
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
