import { expect, test } from '@playwright/test';
import { DirectoryPage } from './models/DirectoryPage.ts';
import { expectAccessible } from './support/axe.ts';
import { openInApp } from './support/inApp.ts';
import { tenantUrl } from './support/tenants.ts';
import { signInAs, storeSignIn } from './support/signIn.ts';
import { vatCheckDigit } from '../../src/domain/validation/italianMasterData.ts';
import { expectFitsPhone } from './support/phoneWidth.ts';

test('directory: create a customer, duplicate warning on the same VAT number, attachment, merge onto the survivor', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  // A real partita IVA (check digit, office code), new each run: the form and the server refuse any other.
  const serialAndOffice = `${String(Date.now()).slice(-7)}001`;
  const vat = `${serialAndOffice}${vatCheckDigit(serialAndOffice)}`;
  const first = `Brambilla Srl ${stamp}`;
  const second = `Doppione e2e ${stamp}`;

  await storeSignIn(page, 'admin');

  const directory = new DirectoryPage(page);
  await page.goto('/profiles');
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);

  // The first customer; the Italian address checks refuse a bad province and CAP before saving.
  await directory.gotoCreateCustomer();
  await expectAccessible(page);
  await directory.fillCustomer({ businessName: first, vatNumber: vat, province: 'XX', postalCode: '123' });
  await page.getByRole('button', { name: /^(Crea|Create)$/ }).click();
  await expect(page.getByText(/(Inserisci la sigla di una provincia italiana|Enter the code of an Italian province)/)).toBeVisible();
  await expect(page.getByText(/(Il CAP è di 5 cifre|An Italian postcode has 5 digits)/)).toBeVisible();
  await directory.fillCustomer({ businessName: first, vatNumber: vat, street: 'Via Dante', number: '7/A', province: 'MI', postalCode: '20121' });
  // Its agent and two contact people; a contact's bad e-mail is refused on its own field.
  await directory.pickAgent('Luca Ferrari');
  await directory.addContact({ name: 'Anna Brambilla', role: 'Buyer', email: 'anna@' });
  await directory.addContact({ name: 'Piero Sala', role: 'Magazzino' });
  await page.getByRole('button', { name: /^(Crea|Create)$/ }).click();
  await expect(directory.contactRow(0).getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
  await directory.contactRow(0).getByRole('textbox', { name: /^E-mail/ }).fill('anna@brambilla.it');
  await expectAccessible(page);
  const firstId = await directory.save();
  await expect(page.getByText(/^(Cliente creato|Customer created)$/)).toBeVisible();
  await expect(directory.heading).toHaveText(first);
  // The house number is its own field, shown after the street.
  await expect(page.getByText(/Via Dante 7\/A, 20121/)).toBeVisible();
  await expect(page.getByText('Luca Ferrari')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Contatti' })).toContainText('anna@brambilla.it');

  // Edit a contact and remove the other (after a confirmation); the agent stays as it was.
  await page.getByRole('link', { name: /^(Modifica|Edit)$/ }).click();
  await directory.contactRow(0).getByRole('textbox', { name: /^(Ruolo|Role)/ }).fill('Responsabile acquisti');
  await directory.contactRow(1).getByRole('button', { name: /^(Rimuovi|Remove) Piero Sala$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: /Piero Sala/ });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: /^(Rimuovi|Remove)$/ }).click();
  await expect(page.getByRole('listitem', { name: 'Piero Sala' })).toHaveCount(0);
  await page.getByRole('button', { name: /^(Salva|Save)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${firstId}$`));
  const contacts = page.getByRole('list', { name: 'Contatti' });
  await expect(contacts).toContainText('Responsabile acquisti');
  await expect(contacts).not.toContainText('Piero Sala');
  await expect(page.getByText('Luca Ferrari')).toBeVisible();

  // A second one with the same VAT number: the warning names the first, with a link, before saving.
  await directory.gotoCreateCustomer();
  await directory.fillCustomer({ businessName: second, vatNumber: `IT ${vat}` });
  await expect(directory.duplicateWarning).toBeVisible();
  await expect(directory.duplicateWarning.getByRole('link', { name: first })).toHaveAttribute('href', `/customers/${firstId}`);
  await expect(directory.duplicateWarning).toContainText(/(stessa partita IVA|same VAT number)/);
  await expectAccessible(page);
  const secondId = await directory.save();

  // An attachment on the second, with a visible progress bar.
  await directory.openTab(/^(Allegati|Attachments)$/);
  await directory.upload({ name: 'visura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e') });
  await expect(page.getByRole('progressbar', { name: /(Caricamento di|Uploading) visura\.pdf/ })).toHaveAttribute('aria-valuenow', '100');
  await expect(directory.downloadButton('visura.pdf')).toBeVisible();
  await expectAccessible(page);

  // Merge the second into the first: the preview shows the attachment moving; then the survivor has it.
  const dialog = await directory.mergeInto(first);
  await expect(dialog.getByRole('list', { name: /(Cosa si sposta|What moves)/ })).toContainText(/(1 allegato|1 attachment)/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /^(Unisci|Merge)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${firstId}$`));
  await expect(directory.heading).toHaveText(first);
  await directory.openTab(/^(Allegati|Attachments)$/);
  await expect(directory.downloadButton('visura.pdf')).toBeVisible();

  // The merged profile stays readable and says where it went.
  await page.goto(`/customers/${secondId}`);
  await expect(page.getByText(/(Questa anagrafica è stata unita a un'altra|This profile was merged into another one)/)).toBeVisible();

  // A customer opened under a supplier's address (a typed or old link) moves to its own kind's address.
  await page.goto(`/suppliers/${firstId}`);
  await expect(page).toHaveURL(new RegExp(`/customers/${firstId}$`));
  await expect(directory.heading).toHaveText(first);
  await page.goto(`/suppliers/${firstId}/edit`);
  await expect(page).toHaveURL(new RegExp(`/customers/${firstId}/edit$`));
});

test('directory: in English at 360 px an operator may read customers but not create, edit or merge them', async ({ page }) => {
  // English and a phone's width, as agents use it on the road (the admin's flow above runs in Italian).
  await new DirectoryPage(page).inEnglish();
  await page.setViewportSize({ width: 360, height: 780 });
  await storeSignIn(page, 'operator');

  await page.goto('/customers/create');
  await expect(page.getByText('You have no access to this page')).toBeVisible();
  await expectAccessible(page);

  // The oldest demo customer has proposals: its 360° page counts them in a tab and links to each one.
  await page.goto('/profiles?type=customer&sort=id');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Directory');
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  // No agent filter: its choices are the users list, which an operator may not read (it opened on nothing).
  await expect(page.getByRole('combobox', { name: /^(Categoria|Category)$/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^(Agente|Agent)$/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^(Modifica|Edit)$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Unisci|Merge)$/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^Samples \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Quotes \(\d+\)$/ })).toBeAttached();
  const proposalsTab = page.getByRole('tab', { name: /^Proposals \([1-9]\d*\)$/ });
  await proposalsTab.click();
  const proposal = page.getByRole('tabpanel').getByRole('link').first();
  await expect(proposal).toBeVisible();
  await expectAccessible(page);
  // Nothing on the page is wider than the phone: the tab list scrolls instead.
  await expectFitsPhone(page);
  const number = (await proposal.textContent()) ?? '';
  await proposal.click();
  await expect(page).toHaveURL(/\/proposals\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
});

test('directory: every screen renders with demo data and passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin', 'borgo');
  const heading = page.getByRole('heading', { level: 1 });
  const screens: [string, RegExp][] = [
    ['/leads/create', /^(Nuovo potenziale cliente|New lead)$/],
    ['/suppliers/create', /^(Nuovo fornitore|New supplier)$/],
    ['/companies/create', /^(Nuova azienda|New company)$/],
    ['/profileCategories/create', /^(Nuova categoria di anagrafica|New profile category)$/],
    ['/profileBrands/create', /^(Nuovo marchio|New brand)$/],
  ];
  // One page load, then the app's own navigation from screen to screen (issue 36.7).
  for (const [path, title] of screens) {
    await openInApp(page, path);
    await expect(heading).toHaveText(title);
    await expectAccessible(page);
  }
  // Companies, categories and brands: the named-record lists with borgo's own records, reached from the directory's
  // links (in-app navigation), each opening its edit form.
  const lists: [RegExp, RegExp][] = [
    [/^(Aziende|Companies)$/, /^(Modifica azienda|Edit company)$/],
    [/^(Categorie di anagrafica|Profile categories)$/, /^(Modifica categoria di anagrafica|Edit profile category)$/],
    [/^(Marchi|Brands)$/, /^(Modifica marchio|Edit brand)$/],
  ];
  await page.goto(tenantUrl('borgo', '/profiles'));
  for (const [title, editTitle] of lists) {
    await page.getByRole('navigation', { name: /^(Gestione anagrafiche|Directory management)$/ }).getByRole('link', { name: title }).click();
    await expect(heading).toHaveText(title);
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('table').getByRole('link').first().click();
    await expect(heading).toHaveText(editTitle);
    await expect(page.getByRole('textbox', { name: /^(Nome|Name)/ })).not.toHaveValue('');
    await expectAccessible(page);
    await page.getByRole('link', { name: /^(Anagrafiche|Directory)$/ }).first().click();
    await expect(heading).toHaveText(/^(Anagrafiche|Directory)$/);
  }
  await page.getByRole('link', { name: /^(Marchi|Brands)$/ }).click();
  await expect(page.getByRole('table')).toContainText('Borgo Fresco');
  // The tenant's maps key lives in settings → general (not saved here: borgo's address fields stay plain).
  await page.goto(tenantUrl('borgo', '/settings/general'));
  await expect(page.getByRole('heading', { name: /^(Mappe e indirizzi|Maps and addresses)$/ })).toBeVisible();
  await page.getByRole('textbox', { name: /^(Chiave API delle mappe|Maps API key)/ }).fill('not a key!');
  await page.getByRole('button', { name: /^(Salva la chiave delle mappe|Save the maps key)$/ }).click();
  await expect(page.getByText(/^(Solo lettere, cifre, trattini e trattini bassi\.|Only letters, digits, hyphens and underscores\.)$/)).toBeVisible();
  await expectAccessible(page);
  // A seeded customer with attachments: overview, contacts, the three tabs, and its edit form.
  await page.goto(tenantUrl('borgo', '/profiles?type=customer&sort=id'));
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^(Contatti|Contacts)$/ })).toBeVisible();
  // borgo switches proposals and samples off: its 360° page has the quotes tab only.
  for (const tab of [/^(Rapportini di vendita|Sales reports)$/, /^(Preventivi|Quotes) \(\d+\)$/, /^(Allegati|Attachments)$/, /^(Eventi|Events)$/]) {
    await page.getByRole('tab', { name: tab }).click();
    await expectAccessible(page);
  }
  await expect(page.getByRole('tab', { name: /^(Offerte|Campionature|Proposals|Samples)/ })).toHaveCount(0);
  // Its sales reports are dated as every date on screen (it read 2026-11-27), and a new one starts on this customer.
  const customerName = (await heading.textContent()) ?? '';
  await page.getByRole('tab', { name: /^(Rapportini di vendita|Sales reports)$/ }).click();
  const reports = page.getByRole('tabpanel');
  await expect(reports.getByText(/^\d{2}\/\d{2}\/\d{4} · /).first()).toBeVisible();
  await expect(reports.getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
  await reports.getByRole('link', { name: /^(Nuovo rapportino|New sales report)$/ }).click();
  await expect(page).toHaveURL(/\/sales-reports\/create\?profileId=\d+/);
  await expect(page.getByRole('combobox', { name: /^(Cliente o lead|Customer or lead)/ })).toHaveValue(customerName);
  await page.goBack();
  await page.getByRole('link', { name: /^(Modifica|Edit)$/ }).click();
  await expect(heading).toHaveText(/^(Modifica anagrafica|Edit profile)$/);
  await expect(page.getByRole('textbox', { name: /^(Provincia|Province)/ })).not.toHaveValue('');
  await expectAccessible(page);
  // A company profile lists its associated people; each person's page names the company back, as a link.
  await page.goto(tenantUrl('borgo', '/profiles?type=company'));
  await page.getByRole('table').getByRole('link').first().click();
  const associated = page.getByRole('region', { name: /^(Persone associate|Associated people)$/ }).getByRole('link').first();
  await expect(associated).toBeVisible();
  const company = (await heading.textContent()) ?? '';
  await associated.click();
  await expect(page.getByRole('link', { name: company, exact: true })).toBeVisible();
  await page.getByRole('link', { name: company, exact: true }).click();
  await expect(heading).toHaveText(company);
  // …and the person's page undoes the association, after a confirmation.
  await page.goBack();
  await page.getByRole('button', { name: /^(Rimuovi associazione|Remove association)$/ }).click();
  await expectAccessible(page);
  await page.getByRole('alertdialog').getByRole('button', { name: /^(Rimuovi associazione|Remove association)$/ }).click();
  await expect(page.getByRole('link', { name: company, exact: true })).toHaveCount(0);
});
