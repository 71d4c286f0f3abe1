import { expect, type Locator, type Page } from '@playwright/test';
import { screenHeading } from '../support/screenHeading.ts';

/** Administration screens (issue 11): users, roles and their permission editor, team leaders, audit log. */
export class AdminPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    // Administration screens sit under Settings: their title is the screen heading (an h2 under the layout's h1).
    this.heading = screenHeading(page);
  }

  /** Settings screens show the settings title (h1) and their own (h2): waits for the latter. */
  async open(path: string, title: RegExp): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toHaveText(title);
  }

  /** A remote picker: type, then choose the option. */
  async pick(label: RegExp, text: string, option: RegExp): Promise<void> {
    const box = this.page.getByRole('combobox', { name: label });
    await box.fill(text);
    await this.page.getByRole('option', { name: option }).click();
  }

  /** roles/create: a role whose only permissions are the given module keys of one module. */
  async createRole(label: string, name: string, module: RegExp, actions: readonly RegExp[]): Promise<void> {
    await this.open('/roles/create', /^(Nuovo ruolo|New role)$/);
    await this.page.getByRole('textbox', { name: /^(Nome visualizzato|Name shown)/ }).fill(label);
    await this.page.getByRole('textbox', { name: /^(Chiave|Key)/ }).fill(name);
    const card = this.page.getByRole('group', { name: module });
    await card.getByText(/^(Modulo attivo|Module enabled)$/).click();
    for (const action of actions) await card.getByText(action).click();
    await this.page.getByRole('button', { name: /^(Crea|Create)$/ }).click();
    await expect(this.page).toHaveURL(/\/settings\/roles$/);
  }

  async invite(name: string, email: string, role: RegExp): Promise<void> {
    await this.open('/users/create', /^(Invita un utente|Invite a user)$/);
    await this.page.getByRole('textbox', { name: /^(Nome|Name)/ }).fill(name);
    await this.page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await this.pick(/^(Ruolo|Role)/, 'supervisor', role);
    await this.page.getByRole('button', { name: /^(Invia invito|Send invitation)$/ }).click();
    await expect(this.page).toHaveURL(/\/settings\/users$/);
  }

  /** From the users list, opens the edit screen of the user with this name. */
  async openUser(name: string): Promise<void> {
    await this.open('/settings/users', /^(Utenti|Users)$/);
    await this.page.getByRole('searchbox', { name: /^(Cerca|Search)$/ }).fill(name);
    await this.page.getByRole('link', { name }).click();
    await expect(this.heading).toHaveText(/^(Modifica utente|Edit user)$/);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Salva|Save)$/ }).click();
    await expect(this.page).toHaveURL(/\/settings\/users$/);
  }
}
