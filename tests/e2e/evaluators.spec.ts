import { expect, test } from '@playwright/test';
import { EvaluatorsPage } from './models/EvaluatorsPage.ts';
import { SectionPrompt } from './models/SectionPrompt.ts';
import { expectAccessible } from './support/axe.ts';
import { readInEnglish } from './support/language.ts';
import { screenHeading } from './support/screenHeading.ts';
import { signedInApi } from './support/signedInApi.ts';
import { DEMO_PASSWORD } from './support/tenants.ts';
import { signInAs, storeSignIn } from './support/signIn.ts';
import { expectFitsPhone } from './support/phoneWidth.ts';

// The section is password-protected. The e2e server keeps section logins 10 minutes, as in production, except in
// borgo, where they last 8 seconds (playwright.config.ts): the workflow tests enter the password once per person,
// and the borgo test watches the prompt come back when the window ends.

test('evaluations are private and rated by the evaluator: a supervisor rates the administrator, not himself; the operator cannot open a colleague\'s package; the person evaluated acknowledges', async ({ page }) => {
  test.setTimeout(150_000);
  const title = `Obiettivo e2e ${Date.now().toString(36)}`;
  await signInAs(page, 'supervisor');
  await new SectionPrompt(page).answerWhenAsked(DEMO_PASSWORD);

  const evaluators = new EvaluatorsPage(page);
  await evaluators.gotoPackages();
  await expect(evaluators.heading).toHaveText('Valutazioni');
  await expectAccessible(page);

  // His own package (evaluated by the administrator): readable, with no rating control for him.
  const api = signedInApi(page);
  const me: { data: { id: number } } = await (await api.get('/users/me')).json();
  const year = new Date().getFullYear();
  const own: { data: { id: number }[] } = await (await api.get(`/packages?user_id=${me.data.id}&year=${year}`)).json();
  const ownId = own.data[0]?.id;
  expect(ownId).toBeDefined();
  await page.goto(`/evaluators/packages/${ownId}`);
  await expect(page.getByText('Questo è il tuo pacchetto: i suoi obiettivi li valuta il tuo valutatore, non tu.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Valutazione di/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Valuta|Elimina la valutazione di)/ })).toHaveCount(0);

  await evaluators.createGoal(title);
  await expect(page.getByText('Obiettivo: creazione completata')).toBeVisible();

  // The administrator: the operator has her package of the year already (seeded), and a person has one package a year.
  const packageId = await evaluators.assign('admin@acme.test', title);
  await expect(page.getByText('Pacchetto: creazione completata')).toBeVisible();
  await expect(page.getByRole('cell', { name: title })).toBeVisible();
  await expectAccessible(page);

  // The evaluator rates; the confirmation names the packages still unrated (his own among them) before publishing.
  await evaluators.evaluate(title);
  await expect(page.getByText('Valutazione: creazione completata')).toBeVisible();
  // One goal weighing 100 % rated with the scale's first step (value 1): Σ weight × value / 100 = 1.
  await expect(page.locator('dt', { hasText: 'Punteggio ponderato' }).locator('xpath=following-sibling::dd[1]')).toHaveText('1');
  await evaluators.showSheets(/ancora obiettivi non valutati/);
  await expect(page.getByText(/^Schede di valutazione \d{4}: visibilità attivata$/)).toBeVisible();
  await expectAccessible(page);

  // The goal as the package assigns it, with its evaluation (GET /packages/{id}/goals/{goalId}).
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/evaluators/packages/${packageId}/goals/\\d+$`));
  await expect(evaluators.heading).toHaveText(title);
  await expect(page.getByRole('table', { name: 'Valutazioni' }).getByRole('row')).toHaveCount(2);

  // The operator: her colleague's package by address is a clear not-found.
  await page.evaluate(() => localStorage.clear());
  await storeSignIn(page, 'operator');
  await page.goto(`/evaluators/packages/${ownId}`);
  await expect(page.getByText(/^Questo pacchetto non esiste, oppure non puoi vederlo/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Valutazioni', level: 2 })).toHaveCount(0);
  await expectAccessible(page);
  // The administrator, evaluated on the new package, acknowledges it (rating it is not his to do).
  await page.evaluate(() => localStorage.clear());
  await storeSignIn(page, 'admin');
  await page.goto(`/evaluators/packages/${packageId}`);
  await expect(page.getByRole('combobox', { name: /^Valutazione di/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^(Confermo la presa visione|I confirm I have seen it)$/ }).click();
  await expect(page.getByText(/^(La persona valutata ha confermato\.|The evaluated person has confirmed\.)$/)).toBeVisible();
  await expectAccessible(page);
});

test('the section asks for the password, refuses a wrong one, and asks again when the window ends', async ({ page }) => {
  test.setTimeout(90_000);
  // Borgo's sub-administrator: no other test opens the section as them, so the first visit finds no valid login.
  // Signed in by token, straight to the section (the login form and the dashboard are other specs' subjects).
  await storeSignIn(page, 'subadmin', 'borgo');
  const prompt = new SectionPrompt(page);
  const evaluators = new EvaluatorsPage(page);
  const inBorgo = (path: string) => new URL(path, page.url()).href;

  await page.goto(inBorgo('/evaluators'));
  await expect(evaluators.heading).toHaveText('Valutazioni');
  await expect(prompt.form).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);
  await prompt.submit('Sbagliata!1');
  await expect(prompt.form.getByRole('alert')).toHaveText('La password non è corretta.');

  await prompt.unlock(DEMO_PASSWORD);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(prompt.remaining).toBeVisible();
  // Moving inside the section does not ask again.
  await page.getByRole('link', { name: 'Obiettivi', exact: true }).click();
  await expect(evaluators.heading).toHaveText('Obiettivi');
  await expect(prompt.form).toHaveCount(0);

  // The window (8 s in borgo on the e2e server) ends: the prompt covers the screen, which stays behind it.
  await expect(prompt.expiredDialog).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  // Opening the section afresh: the server no longer counts the login as valid.
  await page.reload();
  await expect(prompt.form).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await prompt.unlock(DEMO_PASSWORD);
  await expect(page.getByRole('table')).toBeVisible();

  // The logins are listed in the settings.
  await page.goto(inBorgo('/settings/section-access?section=evaluators'));
  await expect(screenHeading(page)).toHaveText('Accessi alle sezioni protette');
  await expect(page.getByRole('row').filter({ hasText: 'Valutazioni' }).first()).toBeVisible();
  await expectAccessible(page);
});

test('cantiere titles the section TPM; in English at 360 px its screens stay usable and accessible', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'supervisor', 'cantiere');
  await expect(page.getByRole('link', { name: 'TPM' })).toBeVisible();
  await new SectionPrompt(page).answerWhenAsked(DEMO_PASSWORD);
  const evaluators = new EvaluatorsPage(page);
  await evaluators.gotoPackages();
  await expect(evaluators.heading).toHaveText('TPM');

  const api = signedInApi(page, 'cantiere');
  // English read in this browser only (the supervisor's stored preference stays); one reload takes it, then in-app
  // navigation (as a link click does) keeps the app loaded.
  await readInEnglish(page);
  await page.reload();
  await page.setViewportSize({ width: 360, height: 740 });
  const packages: { data: { id: number; goals: { id: number }[] }[] } = await (await api.get('/packages?page_size=1')).json();
  const pkg = packages.data[0];
  const goalPath = pkg && pkg.goals[0] ? `/evaluators/packages/${pkg.id}/goals/${pkg.goals[0].id}` : null;
  for (const [path, heading] of [
    ['/evaluators', 'TPM'],
    ['/evaluators/goals', 'Goals'],
    ['/evaluators/goals/create', 'New goal'],
    ['/evaluators/packages/create', 'Assign goal'],
    ...(pkg ? [[`/evaluators/packages/${pkg.id}`, /, \d{4}$/] as const] : []),
    ...(goalPath ? [[goalPath, /./] as const] : []),
    ['/documents', 'Documents'],
    ['/settings/section-access', 'Protected section logins'],
  ] as const) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(screenHeading(page), path).toHaveText(heading);
    await expectFitsPhone(page, path);
    await expectAccessible(page);
  }
});
