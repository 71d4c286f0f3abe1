import { expect, type Locator, type Page } from '@playwright/test';

/** The generic named-record screens (task types, work types…): list with search, create/edit form, delete dialog. */
export class NamedRecordsPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.search = page.getByRole('searchbox', { name: /^(Cerca|Search)$/ });
    this.dialog = page.getByRole('alertdialog');
  }

  /** Opens the list through the "Manage types" link of the module's list. */
  async openFrom(listPath: string, title: RegExp): Promise<void> {
    await this.page.goto(listPath);
    await this.page.getByRole('link', { name: /^(Gestisci i tipi|Manage types)$/ }).click();
    await expect(this.heading).toHaveText(title);
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  async filter(text: string): Promise<void> {
    await this.search.fill(text);
  }

  /** Fills the form (name, and description when given) and submits it; lands back on the list. */
  async save(listPath: string, name: string, description?: string): Promise<void> {
    await this.page.getByRole('textbox', { name: /^(Nome|Name)/ }).fill(name);
    if (description !== undefined) await this.page.getByRole('textbox', { name: /^(Descrizione|Description)/ }).fill(description);
    await this.page.getByRole('button', { name: /^(Crea|Create|Salva|Save)$/ }).click();
    await expect(this.page).toHaveURL(new RegExp(`${listPath}$`));
  }

  async askDelete(name: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^(Elimina|Delete) ${name}$`) }).click();
    await expect(this.dialog).toBeVisible();
  }

  async confirmDelete(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Elimina|Delete)$/ }).click();
  }
}
