import { expect, test, type Page } from '@playwright/test';
import { NewsletterPage } from '../e2e/models/NewsletterPage.ts';
import { expectNoContractViolations, injectFault, mockCalls, signInMocked } from './support/mocked.ts';

// The named workflows' refusal and failure paths on the mocked API: states the reference server gives only by
// holding and rewriting its answers. The happy paths and the real rules stay in the reference project.

const region = (page: Page, name: RegExp) => page.getByRole('region', { name });
const TECHNICAL = /^(Direzione Tecnica|Technical Direction)$/;

test.describe('sample approval on the mocked API', () => {
  test('refusal: the operator may not decide', async ({ page }) => {
    await signInMocked(page, 'operator');
    await page.goto('/samples/1');
    await expect(region(page, TECHNICAL).getByText(/^(Da decidere|To decide)$/)).toBeVisible();
    // Without samples.approve the statechart takes no decision: the operator reads the decisions, no buttons, no call.
    await expect(region(page, TECHNICAL).getByRole('button', { name: /^(Approva|Approve|Valuta|Evaluate|Rifiuta|Deny)$/ })).toHaveCount(0);
    expect((await mockCalls(page)).filter((c) => c.operation.includes('update-status'))).toEqual([]);
  });

  test('failure: a lost decision says so and keeps the status; trying again decides', async ({ page }) => {
    const approve = async () => {
      await region(page, TECHNICAL).getByRole('button', { name: /^(Approva|Approve)$/ }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: /^(Conferma|Confirm): / }).click();
    };
    await signInMocked(page, 'admin');
    await page.goto('/samples/1');
    await injectFault(page, 'POST /samples/{id}/departments/{deptId}/update-status', { status: 'network', times: 1 });
    await approve();
    await expect(region(page, TECHNICAL).getByRole('alert')).toBeVisible();
    await expect(region(page, TECHNICAL).getByText(/^(Da decidere|To decide)$/)).toBeVisible();
    await approve();
    await expect(region(page, TECHNICAL).getByText(/^(Approvata|Approved)$/)).toBeVisible();
    await expectNoContractViolations(page);
  });
});

test.describe('vacation status on the mocked API', () => {
  const decision = (page: Page) => page.getByRole('region', { name: /^(Decisione|Decision)$/ });
  const DECISIONS = /^(Approva|Approve|Approva con modifiche|Approve with changes|Rifiuta|Reject|Rimetti in attesa|Back to pending)$/;

  test('refusal: nobody decides on their own request; failure: a server error is reported', async ({ page }) => {
    await signInMocked(page, 'admin');
    // Request 1 is the administrator's own: no decision offered (the server would answer 403, as the mocks do).
    await page.goto('/vacations/1/edit');
    await expect(decision(page).getByText(/^(In attesa|Pending)$/)).toBeVisible();
    await expect(decision(page).getByRole('button', { name: DECISIONS })).toHaveCount(0);
    await page.goto('/vacations/3/edit');
    await injectFault(page, 'PUT /vacations/{id}/status', { status: 503, times: 1 });
    await decision(page).getByRole('button', { name: DECISIONS }).and(page.locator(':enabled')).first().click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect((await mockCalls(page)).filter((c) => c.operation === 'PUT /vacations/{id}/status').map((c) => c.status)).toEqual([503]);
    await expectNoContractViolations(page);
  });
});

test.describe('proposal sending on the mocked API', () => {
  const panel = (page: Page) => page.getByRole('region', { name: /^(Revisione e invio|Revision and sending)$/ });

  test('refusal: no recipient (422); failure: the mail was not delivered (502), then sent', async ({ page }) => {
    await signInMocked(page, 'admin');
    await page.goto('/proposals/1');
    const send = async () => {
      await panel(page).getByRole('button', { name: /^(Invia…|Send…)$/ }).click();
      await panel(page).getByRole('button', { name: /^(Invia|Send)$/ }).click();
    };
    await injectFault(page, 'POST /proposals/{id}/send-to-assigned-customer', { status: 422, message: 'The given data was invalid.', errors: { customer_id: ['The customer has no e-mail address: there is no recipient.'] }, times: 1 });
    await send();
    await expect(panel(page).getByRole('alert')).toBeVisible();
    await panel(page).getByRole('button', { name: /^(Annulla|Cancel)$/ }).click();
    await injectFault(page, 'POST /proposals/{id}/send-to-assigned-customer', { status: 502, message: 'The mail was not delivered.', times: 1 });
    await send();
    await expect(panel(page).getByRole('alert')).toBeVisible();
    await panel(page).getByRole('button', { name: /^(Riprova|Try again)$/ }).click();
    await expect(panel(page).getByRole('alert')).toHaveCount(0);
    await expectNoContractViolations(page);
  });
});

test.describe('newsletter subscription on the mocked API', () => {
  test('refusal: the service refuses the address (422); failure: the connection is lost', async ({ page }) => {
    await signInMocked(page, 'admin');
    await page.goto('/newsletter/lists/1');
    const newsletter = new NewsletterPage(page);
    const add = 'POST /newsletter/mailup/lists/{listId}/recipients';
    await injectFault(page, add, { status: 422, message: 'The given data was invalid.', errors: { email: ['The address is not valid for the mailing service.'] }, times: 1 });
    await newsletter.addRecipient('mocked@example.test', { firstName: 'Anna', confirmEmail: false });
    await expect(page.getByRole('alert').first()).toBeVisible();
    await injectFault(page, add, { status: 'network', times: 1 });
    await page.getByRole('form', { name: /^(Aggiungi un destinatario|Add a recipient)$/ }).getByRole('button', { name: /^(Aggiungi destinatario|Add recipient)$/ }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect((await mockCalls(page)).filter((c) => c.operation === add).map((c) => c.status)).toEqual([422, 'network']);
    await expectNoContractViolations(page);
  });
});
