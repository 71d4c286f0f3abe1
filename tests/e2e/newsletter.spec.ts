import { expect, test } from '@playwright/test';
import { NewsletterPage } from './models/NewsletterPage.ts';
import { expectAccessible } from './support/axe.ts';
import { readInEnglish } from './support/language.ts';
import { storeSignIn } from './support/signIn.ts';
import { expectFitsPhone } from './support/phoneWidth.ts';

const IN_ROW = {
  pending: /(In attesa di conferma|Waiting for confirmation)/,
  optout: /(Disiscritto|Unsubscribed)/,
};

const STATUS = {
  pending: /^(In attesa di conferma|Waiting for confirmation)$/,
  optin: /^(Iscritto|Subscribed)$/,
  optout: /^(Disiscritto|Unsubscribed)$/,
};

test('newsletter on the fake provider: list, group, a recipient whose consent holds (PENDING until they confirm, never added twice, back only by confirmation)', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const address = `e2e-${stamp}@example.it`;
  await storeSignIn(page, 'admin');

  const newsletter = new NewsletterPage(page);
  await page.goto('/newsletter/lists');
  await expect(page.getByRole('link', { name: 'Clienti Italia' })).toBeVisible();
  await expectAccessible(page);

  await newsletter.createList(`Lista e2e ${stamp}`);
  await newsletter.createGroupFromDetail(`Gruppo e2e ${stamp}`);
  await expectAccessible(page);

  await newsletter.addRecipient(address, { firstName: 'Anna', confirmEmail: true });
  await newsletter.expectStatus(STATUS.pending);
  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row).toContainText(IN_ROW.pending);
  // Nobody confirms for the recipient: the office can only check whether they did.
  await expect(newsletter.button(/^(Conferma iscrizione|Confirm subscription)$/)).toHaveCount(0);
  await newsletter.button(/^(Verifica la conferma|Check the confirmation)$/).click();
  await newsletter.expectStatus(STATUS.pending);
  await expectAccessible(page);

  // The same address again, without the confirmation box: said so, and nothing changes.
  await newsletter.addRecipient(address, { firstName: 'Altro nome', confirmEmail: false });
  await expect(newsletter.subscription.getByRole('alert')).toContainText(/(già in attesa di conferma|already waiting for its confirmation)/);
  await expect(row).toContainText(IN_ROW.pending);

  // Seen and corrected after adding: the name under the address, the company put right in the edit dialog.
  await expect(row).toContainText('Anna');
  await row.getByRole('button', { name: new RegExp(`^(Correggi i dati di|Correct the data of) ${address.replace(/[.]/g, '\\.')}$`) }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel(/^(Ragione sociale|Business name)$/).fill(`Imballaggi ${stamp} S.r.l.`);
  await expectAccessible(page);
  await edit.getByRole('button', { name: /^(Salva|Save)$/ }).click();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText(`Anna · Imballaggi ${stamp} S.r.l.`);
  await expect(row).toContainText(IN_ROW.pending);

  await row.getByRole('button', { name: new RegExp(`^(Gestisci l'iscrizione di|Manage the subscription of) ${address.replace(/[.]/g, '\\.')}$`) }).click();
  await newsletter.button(/^(Disiscrivi|Unsubscribe)$/).click();
  await newsletter.expectStatus(STATUS.optout);
  await expect(row).toContainText(IN_ROW.optout);
  // Back only through a new confirmation e-mail: pending again, not subscribed.
  await newsletter.button(/^(Invia di nuovo l'e-mail di conferma|Send the confirmation e-mail again)$/).click();
  await newsletter.expectStatus(STATUS.pending);
  await expectAccessible(page);
});

test('settings → newsletter shows the login state and never the password; the connection test answers', async ({ page }) => {
  await storeSignIn(page, 'admin');
  await page.goto('/settings/newsletter');
  await expect(page.getByText(/^(Collegato al servizio di mailing\.|Connected to the mailing service\.)$/)).toBeVisible();
  await expect(page.getByLabel(/^(Password)/)).toHaveValue('');
  await page.getByRole('button', { name: /^(Prova la connessione|Test the connection)$/ }).click();
  await expect(page.getByText(/^(Connessione riuscita|Connected:)/)).toBeVisible();
  await expectAccessible(page);
});

test('an operator may read the lists but not create one; at 360 px the list screen stays usable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await readInEnglish(page);
  await storeSignIn(page, 'operator');
  await page.goto('/newsletter/lists/create');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^(Nuova lista newsletter|New newsletter list)$/);
  await expect(page.getByLabel(/^(Nome|Name)/)).toHaveCount(0);

  // Not configured yet: the lists screen says why once (no empty table repeating it) and leads to the settings.
  await page.goto('/newsletter/lists');
  await expect(page.getByText('The newsletter is switched off: switch it on in the newsletter settings.')).toHaveCount(1);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectFitsPhone(page);
  await expectAccessible(page);
  // The credentials are the operator's own preferences: they fill them in themselves, and then read the lists.
  await page.getByRole('link', { name: 'Open the newsletter settings' }).click();
  await expect(page).toHaveURL(/\/settings\/newsletter$/);
  await page.getByLabel(/^(Nome utente|Username)/).fill('operator-mailup');
  await page.getByLabel(/^Password/).fill('operator-secret');
  await page.getByText(/^(Newsletter attiva|Newsletter enabled)$/).click();
  await page.getByRole('button', { name: /^(Salva|Save)$/ }).click();
  await expect(page.getByText(/^(Collegato al servizio di mailing\.|Connected to the mailing service\.)$/)).toBeVisible();
  await page.goto('/newsletter/lists');
  await expect(page.getByRole('link', { name: 'Clienti Italia' })).toBeVisible();
  await expectFitsPhone(page);
});

test('in English at 360 px the list screen, a list with its recipients and the group form are usable and accessible', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await readInEnglish(page);
  await storeSignIn(page, 'admin');
  await page.goto('/newsletter/lists');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter lists');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Clienti Italia' }).click();
  await expect(page.getByRole('tab', { name: 'Recipients' })).toBeVisible();
  await expectFitsPhone(page);
  await expectAccessible(page);
  await page.goto('/newsletter/groups/create');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('List ID is required to create a group.')).toBeVisible();
  await expectAccessible(page);
});
