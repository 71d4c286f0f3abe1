import { expect, test } from '@playwright/test';
import { SalesReportsPage } from './models/SalesReportsPage.ts';
import { expectAccessible } from './support/axe.ts';
import { navigateInApp, openInApp } from './support/inApp.ts';
import { readInEnglish } from './support/language.ts';
import { signedInApi } from './support/signedInApi.ts';
import { tenantUrl } from './support/tenants.ts';
import { signInAs, storeSignIn } from './support/signIn.ts';
import { expectFitsPhone } from './support/phoneWidth.ts';

// The tenant's wall clock (the demo tenants are in Europe/Rome): the report is dated today by default.
const todayInRome = (): { day: string; month: string; year: string } => {
  const [year = '', month = '', day = ''] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()).split('-');
  return { day, month, year };
};

test('a visit report written up for an agent, with two materials and an interest, shows on the material, the customer tab, the profile filter and the statistics', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const summary = `Visita e2e ${stamp}`;
  const customer = 'Supermercati Tirreno';

  await storeSignIn(page, 'admin');

  const reports = new SalesReportsPage(page);
  await reports.gotoCreate();
  await expectAccessible(page);
  await reports.create({ customer, summary, materials: ['Film estensibile', 'Buste stampate'], interests: ['Stampa personalizzata'], agent: 'Sara Esposito' });
  await expect(page.getByText('Sara Esposito', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: /^(Materiali mostrati|Materials shown)$/ }).getByRole('link')).toHaveText(['Buste stampate', 'Film estensibile']);
  await expect(page.getByRole('list', { name: /^(Interessi del cliente|Customer's interests)$/ }).getByRole('link')).toHaveText(['Stampa personalizzata']);
  await expectAccessible(page);

  // On the material's tab.
  await reports.openMaterial('Buste stampate');
  await expect(page.getByRole('link', { name: summary })).toBeVisible();
  await expectAccessible(page);

  // In the list filtered by the customer, and on the customer's own sales_reports tab in the directory.
  await reports.filterByProfile(customer);
  await expect(page.getByRole('link', { name: summary })).toBeVisible();
  const customerId = new URL(page.url()).searchParams.get('profileId');
  await page.goto(`/customers/${customerId}`);
  await expect(reports.heading).toHaveText(new RegExp(customer));
  await page.getByRole('tab', { name: /^(Rapportini di vendita|Sales reports)$/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: summary })).toBeVisible();
  await expectAccessible(page);

  // Statistics by customer for today's period count it.
  await page.goto('/statistics?groupBy=customer');
  await expect(reports.heading).toHaveText(/^(Statistiche|Statistics)$/);
  const { day, month, year } = todayInRome();
  // With no period chosen the figures are of 1 January to today, and the two dates say so (they were empty).
  await expect(page.getByRole('textbox', { name: /^(Dal|From)/ })).toHaveValue(`01/01/${year}`);
  await expect(page.getByRole('textbox', { name: /^(Al|To)/ })).toHaveValue(`${day}/${month}/${year}`);
  await page.getByRole('textbox', { name: /^(Dal|From)/ }).fill(`${day}/${month}/${year}`);
  await page.getByRole('textbox', { name: /^(Al|To)/ }).fill(`${day}/${month}/${year}`);
  // The period is today alone: "from" in the address, "to" is today already (typing the same date changes nothing).
  await expect(page).toHaveURL(new RegExp(`from=${year}-${month}-${day}`));
  await expect(page.getByRole('textbox', { name: /^(Dal|From)/ })).toHaveValue(`${day}/${month}/${year}`);
  await expect(page.getByRole('textbox', { name: /^(Al|To)/ })).toHaveValue(`${day}/${month}/${year}`);
  const sales = page.getByRole('region', { name: /^(Vendite|Sales)$/ });
  await expect(sales.getByRole('img', { name: /^(Grafico|Chart): (Vendite|Sales)\./ })).toBeVisible();
  await sales.getByRole('button', { name: /^(Mostra come tabella|Show as table)$/ }).click();
  const row = sales.getByRole('row', { name: new RegExp(customer) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).not.toHaveText('0');
  await expectAccessible(page);

  // The other figure sets of the same period and grouping: by article category, and offers won and lost.
  await page.getByRole('textbox', { name: /^(Dal|From)/ }).fill(`01/01/${year}`);
  for (const title of [/^(Vendite per categoria di articolo|Sales by article category)$/, /^(Preventivi e offerte vinti e persi|Quotes and proposals won and lost)$/]) {
    const region = page.getByRole('region', { name: title });
    await expect(region.getByRole('img', { name: /^(Grafico|Chart): / })).toBeVisible();
    await region.getByRole('button', { name: /^(Mostra come tabella|Show as table)$/ }).click();
    await expect(region.getByRole('table')).toBeVisible();
    await expect(region.getByRole('button', { name: /^(Scarica CSV|Download CSV)$/ })).toBeVisible();
  }
  await expectAccessible(page);
});

test('sales reports, materials, interests and statistics in English at 360 px: axe-clean, nothing wider than the phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  // English read in this browser only (tests/e2e/support/language.ts): the stored preference stays Italian.
  await readInEnglish(page);
  // Signed in by token (the login form is the session specs' subject).
  await signInAs(page, 'subadmin');
  const api = signedInApi(page, 'acme');
  const first = async (path: string) => (((await (await api.get(path)).json()) as { data: { id: number }[] }).data[0]?.id ?? 0);
  const screens = [
    '/sales-reports',
    `/sales-reports/${await first('/sales-reports?page_size=1')}`,
    '/sales-reports/create',
    '/sales-reports/materials',
    `/sales-reports/materials/${await first('/materials?page_size=1')}`,
    '/sales-reports/interests',
    '/statistics?groupBy=agent',
  ];
  // One page load, then the app's own navigation from screen to screen (issue 36.7).
  for (const path of screens) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page);
    await expectFitsPhone(page, path);
  }
  await expect(page.getByRole('region', { name: 'Quotes and proposals won and lost' }).getByRole('img', { name: /^Chart: / })).toBeVisible();
  // A reversed period: the panels' "check the highlighted values" has its highlighted value, the start date.
  // The same screen with another address: its title does not take the focus again (openInApp waits for that).
  await navigateInApp(page, '/statistics?from=2026-12-01&to=2026-01-01');
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveAccessibleDescription(/The start date must be on or before the end date\./);
});

test('statistics are hidden for borgo: no menu entry, and the address shows no access', async ({ page }) => {
  await signInAs(page, 'admin', 'borgo');
  await expect(page.getByRole('link', { name: /^(Rapportini di vendita|Sales reports)$/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^(Statistiche|Statistics)$/ })).toHaveCount(0);
  await page.goto(tenantUrl('borgo', '/statistics'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Accesso non consentito|No access)$/);
});

test('an operator, who may not list users, reads the reports without an agent filter that could offer no one', async ({ page }) => {
  await signInAs(page, 'operator');
  await openInApp(page, '/sales-reports');
  await expect(page.getByRole('combobox', { name: /^(Cliente o lead|Customer or lead)$/ })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^(Agente|Agent)$/ })).toHaveCount(0);
});
