import { expect, type Locator, type Page } from '@playwright/test';

/** Directory: profile create form (with the duplicate warning), profile detail (tabs, attachments) and the merge dialog. */
export class DirectoryPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async gotoCreateCustomer(): Promise<void> {
    await this.page.goto('/customers/create');
    await expect(this.heading).toHaveText(/^(Nuovo cliente|New customer)$/);
  }

  async fillCustomer(fields: { businessName: string; vatNumber: string; street?: string; number?: string; province?: string; postalCode?: string }): Promise<void> {
    await this.page.getByRole('textbox', { name: /^(Ragione sociale|Business name)/ }).fill(fields.businessName);
    await this.page.getByRole('textbox', { name: /^(Partita IVA|VAT number)/ }).fill(fields.vatNumber);
    if (fields.street) await this.page.getByRole('textbox', { name: /^(Via|Street)/ }).fill(fields.street);
    if (fields.number) await this.page.getByRole('textbox', { name: /^(Numero civico|Number)/ }).fill(fields.number);
    if (fields.postalCode) await this.page.getByRole('textbox', { name: /^(CAP|Postcode)/ }).fill(fields.postalCode);
    if (fields.province) await this.page.getByRole('textbox', { name: /^(Provincia|Province)/ }).fill(fields.province);
  }

  /**
   * Shows this page in English whatever the user's stored language: the preferences read at start-up are answered
   * with `language: en` only (the stored preference, shared with parallel specs, is left alone).
   */
  async inEnglish(): Promise<void> {
    await this.page.route(/\/users\/me\/preferences(\?.*)?$/, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { data: [{ key: 'language', value: 'en' }], meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 } } })
        : route.continue(),
    );
  }

  /** The duplicate warning shown while typing, before saving. */
  get duplicateWarning(): Locator {
    return this.page.getByRole('alert').filter({ hasText: /(Potrebbe esistere già|This may already exist)/ });
  }

  /** Saves the form and returns the new profile's id (from the detail address it lands on). */
  async save(): Promise<number> {
    await this.page.getByRole('button', { name: /^(Crea|Create)$/ }).click();
    await expect(this.page).toHaveURL(/\/customers\/\d+$/);
    return Number(/\/customers\/(\d+)$/.exec(this.page.url())?.[1]);
  }

  /** Picks the agent (a user) in the profile form's picker. */
  async pickAgent(name: string): Promise<void> {
    const picker = this.page.getByRole('combobox', { name: /^(Agente|Agent)/ });
    await picker.fill(name.split(' ')[0] ?? name);
    await this.page.getByRole('option', { name }).click();
  }

  /** The profile form's contact rows, in order. */
  contactRow(index: number): Locator {
    return this.page.getByRole('list', { name: /^(Contatti|Contacts)$/ }).getByRole('listitem').nth(index);
  }

  /** Adds a contact row with the keyboard (the new row's name takes the focus) and fills it. */
  async addContact(contact: { name: string; role?: string; email?: string }): Promise<void> {
    await this.page.getByRole('button', { name: /^(Aggiungi contatto|Add contact)$/ }).press('Enter');
    await this.page.keyboard.type(contact.name);
    const row = this.page.getByRole('listitem', { name: contact.name });
    if (contact.role) await row.getByRole('textbox', { name: /^(Ruolo|Role)/ }).fill(contact.role);
    if (contact.email) await row.getByRole('textbox', { name: /^E-mail/ }).fill(contact.email);
  }

  async openTab(name: RegExp): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.locator('input[type=file]').setInputFiles(file);
  }

  downloadButton(fileName: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^(Scarica|Download) ${fileName.replace('.', '\\.')}$`) });
  }

  /** Opens the merge dialog, picks the other profile by name and keeps it as the survivor. */
  async mergeInto(otherName: string): Promise<Locator> {
    await this.page.getByRole('button', { name: /^(Unisci|Merge)$/ }).click();
    const dialog = this.page.getByRole('dialog');
    const picker = dialog.getByRole('combobox', { name: /^(Altra anagrafica|Other profile)/ });
    await picker.fill(otherName);
    await this.page.getByRole('option', { name: new RegExp(otherName) }).click();
    await dialog.getByRole('radio', { name: otherName }).check();
    await dialog.getByRole('button', { name: /^(Mostra cosa si sposta|Show what moves)$/ }).click();
    return dialog;
  }
}
