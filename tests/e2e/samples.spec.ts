import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { signedInApi } from './support/signedInApi.ts';
import { tenantUrl, type DemoRole } from './support/tenants.ts';
import { signInAs } from './support/signIn.ts';

// The sample dual approval through the browser on the sampleApproval statechart's two parallel regions: Technical
// Direction and Sales Management approved by two different people (approve ∥ approve → approved), and a denial.

const signIn = async (browser: Browser, role: DemoRole): Promise<Page> => {
  // A context each: two people signed in side by side (axe needs pages of a context).
  const context = await browser.newContext({ baseURL: tenantUrl('acme') });
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
};

const department = (page: Page, name: RegExp) => page.getByRole('group', { name });
const TD = /(Direzione Tecnica|Technical Direction)$/;
const SM = /(Direzione Commerciale|Sales Management)$/;

/** Clicks a department's decision and waits for the server's answer to it, then for the screen to show it. */
const decide = async (page: Page, sampleId: number, deptId: 'technical_direction' | 'sales_management', name: RegExp, button: RegExp) => {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/api/samples/${sampleId}/departments/${deptId}/update-status`));
  await department(page, name).getByRole('button', { name: button }).click();
  expect((await answered).status()).toBe(200);
  await expect(department(page, name).getByRole('button', { name: button })).toBeEnabled();
};

const newSample = async (page: Page): Promise<number> => {
  const api = signedInApi(page, 'acme');
  const customer = ((await (await api.get('/profiles?type=customer&page_size=1')).json()) as { data: { id: number }[] }).data[0];
  const created = await api.post('/samples', { customer_id: customer?.id, materials: ['PET', 'PE'], price_target: '95.50' });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
};

test('two people approve a sample, one per department; a denial denies it', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await signIn(browser, 'admin');
  const id = await newSample(admin);
  await admin.goto(`/samples/${id}`);
  await decide(admin, id, 'technical_direction', TD, /^(Approva|Approve)$/);
  await expect(admin.getByText(/^(Stato complessivo:|Overall status:)/)).toContainText(/(In valutazione|In evaluation)/);
  // The same person may not approve for the other department too.
  await department(admin, SM).getByRole('button', { name: /^(Approva|Approve)$/ }).click();
  await expect(admin.getByRole('alert')).toHaveText(/(due persone diverse|two different people)/);
  await expectAccessible(admin);

  const supervisor = await signIn(browser, 'supervisor');
  await supervisor.goto(`/samples/${id}`);
  await decide(supervisor, id, 'sales_management', SM, /^(Approva|Approve)$/);
  await expect(supervisor.getByText(/^(Stato complessivo:|Overall status:)/)).toContainText(/(Approvata|Approved)/);
  // The sample's history: created, then each department's decision, newest first, each with who took it.
  const history = supervisor.getByRole('table', { name: /^(Storico|History)$/ });
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').nth(1)).toContainText(/(Direzione Commerciale: Approvata|Sales Management: Approved)/);
  await expect(history.getByRole('row').nth(2)).toContainText(/(Direzione Tecnica: Approvata|Technical Direction: Approved)/);
  await expect(history.getByRole('row').nth(3)).toContainText(/^.*(Creata|Created)$/);
  await expectAccessible(supervisor);

  // Another sample: Sales Management denies it, whatever Technical Direction says.
  const other = await newSample(admin);
  await admin.goto(`/samples/${other}`);
  // Each decision waits for its answer (not for time): the next one is taken on the sample as the server left it.
  await decide(admin, other, 'technical_direction', TD, /^(Approva|Approve)$/);
  await decide(admin, other, 'sales_management', SM, /^(Rifiuta|Deny)$/);
  await expect(admin.getByText(/^(Stato complessivo:|Overall status:)/)).toContainText(/(Rifiutata|Denied)/);
  await admin.setViewportSize({ width: 360, height: 800 });
  await admin.goto('/samples');
  await expect(admin.getByRole('heading', { level: 1, name: /^(Campionature|Samples)$/ })).toBeVisible();
  await expect(admin.getByRole('link', { name: /^C-\d{4}\/\d{4}$/ }).first()).toBeVisible();
  await expectAccessible(admin);
  await admin.context().close();
  await supervisor.context().close();
});
