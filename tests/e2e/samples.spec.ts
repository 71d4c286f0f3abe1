import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { signedInApi } from './support/signedInApi.ts';
import { tenantUrl, type DemoRole } from './support/tenants.ts';
import { signInAs } from './support/signIn.ts';

// The sample dual approval through the browser on the sampleApproval statechart's two parallel regions: Technical
// Direction and Sales Management decided by two different people (approve ∥ approve → approved), each decision
// confirmed with an optional note, a denial, and no decision buttons for who may not approve.

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

/** Clicks a department's decision, confirms it (with a note when given) and waits for the server's answer, then for the screen. */
const decide = async (page: Page, sampleId: number, deptId: 'technical_direction' | 'sales_management', name: RegExp, button: RegExp, note = '') => {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/api/samples/${sampleId}/departments/${deptId}/update-status`));
  await department(page, name).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('alertdialog');
  if (note) await dialog.getByLabel(/^(Nota \(facoltativa\)|Note \(optional\))$/).fill(note);
  await dialog.getByRole('button', { name: /^(Conferma|Confirm): / }).click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  const decided = ((await answer.json()) as { data: { approvals: Record<string, { notes: string | null }> } }).data.approvals[deptId];
  expect(decided?.notes).toBe(note === '' ? null : note);
  // Decided: the department's buttons stay, the decision it now holds disabled (taking it again only repeated it in
  // the history), the other two open to a change of mind.
  await expect(department(page, name).getByRole('button', { name: button })).toBeDisabled();
  await expect(department(page, name).getByRole('button', { name: /^(Valuta|Evaluate)$/ })).toBeEnabled();
};

const newSample = async (page: Page): Promise<number> => {
  const api = signedInApi(page, 'acme');
  const customer = ((await (await api.get('/profiles?type=customer&page_size=1')).json()) as { data: { id: number }[] }).data[0];
  const created = await api.post('/samples', { customer_id: customer?.id, materials: ['PET', 'PE'], price_target: '95.50' });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
};

const outcome = (page: Page) => page.getByRole('status').filter({ hasText: /^(Esito|Outcome):/ });

test('two people decide a sample, one per department, each confirmed with a note; a denial denies it', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await signIn(browser, 'admin');
  const id = await newSample(admin);
  await admin.goto(`/samples/${id}`);
  // Thinking again sends nothing.
  await department(admin, TD).getByRole('button', { name: /^(Approva|Approve)$/ }).click();
  await expect(admin.getByRole('alertdialog')).toHaveAccessibleName(/(Approva per la Direzione Tecnica\?|Approve for Technical Direction\?)/);
  await expectAccessible(admin);
  await admin.getByRole('alertdialog').getByRole('button', { name: /^(Annulla|Cancel)$/ }).click();
  await expect(admin.getByRole('alertdialog')).toHaveCount(0);
  await decide(admin, id, 'technical_direction', TD, /^(Approva|Approve)$/, 'Prove di saldatura superate');
  await expect(admin.getByRole('region', { name: TD })).toContainText('Prove di saldatura superate');
  await expect(outcome(admin)).toContainText(/(manca l'approvazione della Direzione Commerciale|Sales Management has not approved yet)/);
  // The same person may not decide for the other department too, whatever the decision.
  await department(admin, SM).getByRole('button', { name: /^(Rifiuta|Deny)$/ }).click();
  await expect(admin.getByRole('alert')).toHaveText(/(due persone diverse|two different people)/);
  await expect(admin.getByRole('alertdialog')).toHaveCount(0);

  const supervisor = await signIn(browser, 'supervisor');
  await supervisor.goto(`/samples/${id}`);
  await decide(supervisor, id, 'sales_management', SM, /^(Approva|Approve)$/);
  await expect(outcome(supervisor)).toContainText(/(entrambe le direzioni hanno approvato|both departments approved)/);
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
  await decide(admin, other, 'technical_direction', TD, /^(Approva|Approve)$/);
  await supervisor.goto(`/samples/${other}`);
  await decide(supervisor, other, 'sales_management', SM, /^(Rifiuta|Deny)$/, 'Prezzo fuori target');
  await expect(outcome(supervisor)).toContainText(/(Rifiutata dalla Direzione Commerciale|Denied by Sales Management)/);
  // Who may not approve reads the decisions and their notes, without buttons.
  const operator = await signIn(browser, 'operator');
  await operator.goto(`/samples/${other}`);
  await expect(operator.getByRole('region', { name: SM })).toContainText('Prezzo fuori target');
  await expect(operator.getByRole('button', { name: /^(Approva|Approve|Rifiuta|Deny|Valuta|Evaluate)$/ })).toHaveCount(0);
  await operator.context().close();
  await admin.setViewportSize({ width: 360, height: 800 });
  await admin.goto('/samples');
  await expect(admin.getByRole('heading', { level: 1, name: /^(Campionature|Samples)$/ })).toBeVisible();
  await expect(admin.getByRole('link', { name: /^C-\d{4}\/\d{4}$/ }).first()).toBeVisible();
  await expectAccessible(admin);
  // A new sample starts on today's date, in the office's time zone (the day the server would give an empty one).
  await admin.getByRole('link', { name: /^(Nuova campionatura|New sample)$/ }).click();
  const today = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  await expect(admin.getByRole('textbox', { name: /^(Data|Date)( |$)/ })).toHaveValue(today);
  await admin.context().close();
  await supervisor.context().close();
});
