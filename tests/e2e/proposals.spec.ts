import { expect, test } from '@playwright/test';
import { ProposalPage } from './models/ProposalPage.ts';
import { expectAccessible } from './support/axe.ts';
import { signedInApi } from './support/signedInApi.ts';
import { signInAs } from './support/signIn.ts';

// The proposal's real workflow through the browser on the proposalSending statechart: prepare → refused (only a cc
// address: no 'to' recipient) → sending → the mail is not delivered (the server's 502) → retry → sent; then its
// history with the PDF of each revision. Axe on each screen, and the list at 360 px.

test('a proposal is refused without a "to" recipient, not marked sent when the mail fails, then sent', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'admin');
  const api = signedInApi(page, 'acme');
  const customer = ((await (await api.get('/profiles?type=customer&page_size=1')).json()) as { data: { id: number }[] }).data[0];
  const created = await api.post('/proposals', { customer_id: customer?.id, rows: [{ description: 'Busta PP 160×290', quantity: '1000', unit: 'pz', unit_price: '0.05' }] });
  expect(created.status()).toBe(201);
  const proposal = ((await created.json()) as { data: { id: number; number: string } }).data;

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/proposals');
  await expect(page.getByRole('link', { name: proposal.number })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  const screen = new ProposalPage(page);
  await screen.open(proposal.id);
  // Before sending: the PDF previewed in the app, then downloaded with its progress shown while it arrives (the
  // download is held until the bar has been seen).
  await page.getByRole('button', { name: /^(Anteprima PDF|Preview PDF)$/ }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/proposals/${proposal.id}/download-proposal-as-pdf`, async (route) => {
    await held;
    await route.continue();
  });
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: /^(Scarica PDF|Download PDF)$/ }).click();
  await expect(page.getByRole('progressbar', { name: /^(Download di|Downloading) / })).toBeVisible();
  release();
  expect((await downloaded).suggestedFilename()).toMatch(/^offerta-.*\.pdf$/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await screen.prepareSending();
  await screen.chooseAddresses();
  await screen.addAddress('copia@cliente.test', 'Cc');
  await screen.sendButton.click();
  await expect(screen.alerts).toHaveText(/(Imposta almeno un indirizzo come destinatario|Set at least one address as recipient)/);
  await expectAccessible(page);

  // The mail server refuses the first attempt: the user is told, the proposal stays a draft.
  let attempts = 0;
  await page.route(`**/api/proposals/${proposal.id}/send-to-chosen-addresses`, async (route) => {
    attempts += 1;
    if (attempts === 1) await route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'The mail was not delivered: the proposal is not marked sent.' }) });
    else await route.continue();
  });
  await screen.addAddress('acquisti@cliente.test', 'A');
  await screen.sendButton.click();
  await expect(screen.alerts.first()).toContainText(/(non è stata consegnata|was not delivered)/);
  expect(((await (await api.get(`/proposals/${proposal.id}`)).json()) as { data: { status: string } }).data.status).toBe('draft');
  await page.getByRole('button', { name: /^(Riprova|Try again)$/ }).click();
  await expect(page.getByText(/^(Inviata|Sent)$/).first()).toBeVisible();
  expect(((await (await api.get(`/proposals/${proposal.id}`)).json()) as { data: { status: string } }).data.status).toBe('sent');

  // A new revision keeps the sent one: the history shows both, each with its PDF.
  await page.getByRole('button', { name: /^(Nuova revisione|New revision)$/ }).click();
  await expect(page.getByText(/^(Revisione 1|Revision 1)$/)).toBeVisible();
  await page.goto(`/proposals/${proposal.id}/history`);
  await expect(page.getByRole('heading', { name: /^(Revisione 0|Revision 0)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^(Revisione 1|Revision 1)$/ })).toBeVisible();
  await expectAccessible(page);
});
