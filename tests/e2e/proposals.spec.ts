import { expect, test, type Locator, type Page } from '@playwright/test';
import { ProposalPage } from './models/ProposalPage.ts';
import { expectAccessible } from './support/axe.ts';
import { readInEnglish } from './support/language.ts';
import { signedInApi, type SignedInApi } from './support/signedInApi.ts';
import { storeSignIn } from './support/signIn.ts';
import { expectFitsPhone } from './support/phoneWidth.ts';

// The proposal's real workflow through the browser on the proposalSending statechart: prepare → refused (only a cc
// address: no 'to' recipient) → sending → the mail is not delivered (the server's 502) → retry → sent; then its
// revision, history and duplicate are in the whole-proposal test below. Axe on each screen, and the list at 360 px.

test('a proposal is refused without a "to" recipient, not marked sent when the mail fails, then sent', async ({ page }) => {
  test.setTimeout(90_000);
  await storeSignIn(page, 'admin');
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
});

// Issue 29: a proposal with every field, made from the form (in English, at 1280 px and checked at 360 px), survives a
// save without changes, a new revision and a duplicate, read back through the API after each step; the copy's PDF
// downloads; the history says what the revision changed in words.

type WireProposal = Record<string, unknown> & { id: number; revision: number; status: string; rows: Record<string, unknown>[]; addressees: Record<string, unknown>[] };

const readProposal = async (api: SignedInApi, id: number): Promise<WireProposal> => ((await (await api.get(`/proposals/${id}`)).json()) as { data: WireProposal }).data;

/** Everything a person set on the proposal, without what the server assigns (ids, number, dates, status, totals). */
const whatWasSet = (p: WireProposal) => ({
  customer: (p['customer'] as { id: number }).id,
  agent: (p['agent'] as { name: string } | null)?.name ?? null,
  validity_days: p['validity_days'],
  payment_method: p['payment_method'],
  incoterm: p['incoterm'],
  notes: p['notes'],
  addressees: p.addressees.map(({ role, name, email, receives_mail }) => ({ role, name, email, receives_mail })),
  delivery_addresses: p['delivery_addresses'],
  discounts: (p['discounts'] as { description: string; percent: string }[]).map((d) => ({ description: d.description, percent: Number(d.percent) })),
  rows: p.rows.map((row) => ({
    article_code: row['article_code'],
    description: row['description'],
    quantity: Number(row['quantity']),
    unit: row['unit'],
    unit_price: Number(row['unit_price']),
    discount_percent: Number(row['discount_percent']),
    vat_rate: row['vat_rate'],
    cliche_cost: Number(row['cliche_cost']),
    format: row['format'],
    thickness_micron: row['thickness_micron'],
    bands: row['bands'],
    punctures: row['punctures'],
    print_subjects: row['print_subjects'],
  })),
});

const choose = async (page: Page, scope: Locator | Page, label: RegExp, option: RegExp) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
};
const search = async (page: Page, scope: Locator | Page, label: RegExp, text: string, option: RegExp | string) => {
  await scope.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
};

test('a proposal with every field from the form survives save, revision and duplicate (English, 360 px)', async ({ page }) => {
  test.setTimeout(150_000);
  await readInEnglish(page);
  await storeSignIn(page, 'admin');
  const api = signedInApi(page, 'acme');
  const customer = ((await (await api.get('/profiles?type=customer&page_size=1')).json()) as { data: { id: number; name: string }[] }).data[0];
  if (!customer) throw new Error('acme has no customer');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/proposals/create');
  // A new proposal starts on today's date in the office's time zone (the day the server would give an empty one).
  const today = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  await expect(page.getByRole('textbox', { name: /^Date( |$)/ })).toHaveValue(today);
  await search(page, page, /^Customer/, customer.name, customer.name);
  // The customer's card fills the addressees, its name as the company line; this proposal has its own: they go.
  await expect(page.getByRole('group', { name: 'Addressee 1' }).getByRole('textbox', { name: /^Name/ })).toHaveValue(customer.name);
  const removeAddressee = page.getByRole('button', { name: /^Remove addressee \d+$/ });
  for (let left = await removeAddressee.count(); left > 0; left -= 1) await removeAddressee.first().click();
  await expect(removeAddressee).toHaveCount(0);
  await search(page, page, /^Agent/, 'Luca', /Luca Ferrari/);
  await page.getByRole('spinbutton', { name: /^Validity \(days\)/ }).fill('45');
  await page.getByRole('textbox', { name: /^Payment terms/ }).fill('RiBa 60 gg f.m.');
  await choose(page, page, /^Delivery terms/, /^DAP/);
  await page.getByRole('textbox', { name: /^Notes/ }).fill('Two deliveries.');

  await page.getByRole('button', { name: 'Add addressee' }).click();
  await page.getByRole('button', { name: 'Add addressee' }).click();
  const company = page.getByRole('group', { name: 'Addressee 1' });
  await choose(page, company, /^Role/, /^Messrs/);
  await company.getByRole('textbox', { name: /^Name/ }).fill('Purchasing office');
  await company.getByRole('textbox', { name: /^E-mail/ }).fill('purchasing@customer.test');
  await company.getByText('Receives the mail').click();
  await expect(company.getByRole('checkbox', { name: 'Receives the mail' })).toBeChecked();
  const person = page.getByRole('group', { name: 'Addressee 2' });
  await person.getByRole('textbox', { name: /^Name/ }).fill('Giulia Neri');

  await page.getByRole('button', { name: 'Add delivery address' }).click();
  const delivery = page.getByRole('group', { name: 'Delivery address 1' });
  await delivery.getByRole('textbox', { name: /^Short name/ }).fill('North warehouse');
  await delivery.getByRole('textbox', { name: /^Street/ }).fill('Via dell’Industria 4');
  await delivery.getByRole('textbox', { name: /^City/ }).fill('Parma');
  await delivery.getByRole('textbox', { name: /^Postal code/ }).fill('43122');
  await delivery.getByRole('textbox', { name: /^Province/ }).fill('PR');

  const row1 = page.getByRole('group', { name: 'Row 1' });
  await search(page, row1, /^Article from the catalogue/, 'BST-STND', /BST-STND/);
  await expect(row1.getByRole('textbox', { name: /^Description/ })).toHaveValue(/stand-up/);
  await row1.getByRole('textbox', { name: /^Quantity/ }).fill('1,000,000');
  await row1.getByRole('textbox', { name: /^Unit price/ }).fill('0.0095');
  await row1.getByRole('textbox', { name: /^Discount %/ }).fill('5');
  await choose(page, row1, /^VAT/, /^VAT 10%$/);
  await row1.getByRole('textbox', { name: /^Cliché cost/ }).fill('180');
  await row1.getByRole('textbox', { name: /width/ }).fill('250');
  await row1.getByRole('textbox', { name: /height/ }).fill('400');
  await row1.getByRole('textbox', { name: /^Thickness/ }).fill('60');
  await row1.getByRole('textbox', { name: /^Print subjects/ }).fill('2');
  await row1.getByRole('textbox', { name: /^Bands/ }).fill('Blue band 10 mm');
  await row1.getByRole('textbox', { name: /^Punctures/ }).fill('Two holes');
  await page.getByRole('button', { name: 'Add row' }).click();
  const row2 = page.getByRole('group', { name: 'Row 2' });
  await row2.getByRole('textbox', { name: /^Description/ }).fill('Transport');
  await row2.getByRole('textbox', { name: /^Unit price/ }).fill('710');
  await row2.getByRole('textbox', { name: /^Unit(?! price)/ }).fill('trip');
  await choose(page, row2, /^VAT/, /^VAT exempt$/);
  await page.getByRole('button', { name: 'Add discount' }).click();
  await page.getByRole('textbox', { name: /^Discount description/ }).fill('Loyalty');
  await page.getByRole('textbox', { name: /^Percentage/ }).fill('2.5');
  // 1,000,000 × 0.0095 × 0.95 + 180 = 9,205.00 at 10 %; 710.00 exempt; less 2.5 %: 9,667.13.
  await expect(page.locator('dl[aria-label="Totals per VAT rate"]')).toContainText('Total taxable€9,667.13');
  await expectAccessible(page);
  // At 360 px the rows are stacked cards: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await expectFitsPhone(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/proposals\/\d+$/);
  const id = Number(/\/proposals\/(\d+)$/.exec(page.url())?.[1]);

  const created = await readProposal(api, id);
  const expected = {
    customer: customer.id,
    agent: 'Luca Ferrari',
    validity_days: 45,
    payment_method: 'RiBa 60 gg f.m.',
    incoterm: 'DAP',
    notes: 'Two deliveries.',
    addressees: [
      { role: 'company', name: 'Purchasing office', email: 'purchasing@customer.test', receives_mail: true },
      { role: 'attention', name: 'Giulia Neri', email: null, receives_mail: false },
    ],
    delivery_addresses: [{ label: 'North warehouse', street: 'Via dell’Industria 4', city: 'Parma', province: 'PR', postal_code: '43122', country: 'IT' }],
    discounts: [{ description: 'Loyalty', percent: 2.5 }],
    rows: [
      expect.objectContaining({ article_code: 'BST-STND', quantity: 1000000, unit: 'pz', unit_price: 0.0095, discount_percent: 5, vat_rate: '10', cliche_cost: 180, format: { width_mm: 250, height_mm: 400 }, thickness_micron: 60, bands: 'Blue band 10 mm', punctures: 'Two holes', print_subjects: 2 }),
      { article_code: null, description: 'Transport', quantity: 1, unit: 'trip', unit_price: 710, discount_percent: 0, vat_rate: 'exempt', cliche_cost: 0, format: null, thickness_micron: null, bands: null, punctures: null, print_subjects: null },
    ],
  };
  expect(whatWasSet(created)).toEqual(expected);

  // Saving the edit form without a change leaves the record as it was (updated_at aside), status included.
  await page.goto(`/proposals/${id}/edit`);
  await expect(page.getByRole('group', { name: 'Row 2' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/proposals/${id}$`));
  const saved = await readProposal(api, id);
  expect({ ...saved, updated_at: null }).toEqual({ ...created, updated_at: null });

  // A new revision keeps everything.
  await page.getByRole('button', { name: 'New revision' }).click();
  await expect(page.getByText(/^Revision 1$/)).toBeVisible();
  const revised = await readProposal(api, id);
  expect(revised.revision).toBe(1);
  expect(whatWasSet(revised)).toEqual(whatWasSet(created));

  // One change in the edit form changes that field only, and the history says so in words.
  await page.goto(`/proposals/${id}/edit`);
  await page.getByRole('group', { name: 'Row 1' }).getByRole('textbox', { name: /^Bands/ }).fill('Red band 5 mm');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/proposals/${id}$`));
  const edited = await readProposal(api, id);
  const before = whatWasSet(revised);
  expect(whatWasSet(edited)).toEqual({ ...before, rows: before.rows.map((row, i) => (i === 0 ? { ...row, bands: 'Red band 5 mm' } : row)) });
  expect(edited.status).toBe(revised.status);
  await page.goto(`/proposals/${id}/history`);
  await expect(page.getByRole('heading', { name: /^Revision 1$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Revision 0$/ })).toBeVisible();
  await expectAccessible(page);

  // Duplicate: the copy has everything, and its PDF downloads.
  await page.goto(`/proposals/${id}/duplicate`);
  await page.getByRole('button', { name: /^(Crea la copia|Create the copy)$/ }).click();
  await expect(page).not.toHaveURL(new RegExp(`/proposals/${id}(/|$)`));
  await expect(page).toHaveURL(/\/proposals\/\d+$/);
  const copyId = Number(/\/proposals\/(\d+)$/.exec(page.url())?.[1]);
  const copy = await readProposal(api, copyId);
  expect(copy.status).toBe('draft');
  expect(whatWasSet(copy)).toEqual(whatWasSet(edited));
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await downloaded).suggestedFilename()).toMatch(/\.pdf$/);
  expect(whatWasSet(await readProposal(api, copyId))).toEqual(whatWasSet(edited));
  // Sending starts "for the attention of" from the attention addressee (the line the PDF prints without one).
  await page.getByRole('button', { name: 'Send…' }).click();
  await expect(page.getByRole('textbox', { name: /^For the attention of/ })).toHaveValue('Giulia Neri');
  await page.getByRole('form', { name: 'Sending the proposal' }).getByRole('button', { name: 'Cancel' }).click();
});
