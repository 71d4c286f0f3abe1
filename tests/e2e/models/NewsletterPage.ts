import { expect, type Locator, type Page } from '@playwright/test';

/** The newsletter screens: lists, list detail with groups and recipients, group creation, the subscription panel. */
export class NewsletterPage {
  readonly heading: Locator;
  readonly subscription: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.subscription = page.getByTestId('subscription');
  }

  async createList(name: string): Promise<number> {
    await this.page.goto('/newsletter/lists/create');
    await this.page.getByLabel(/^(Nome|Name)/).first().fill(name);
    await this.page.getByRole('button', { name: /^(Crea|Create)$/ }).click();
    await expect(this.page).toHaveURL(/\/newsletter\/lists\/\d+$/);
    await expect(this.heading).toHaveText(name);
    return Number(/\/newsletter\/lists\/(\d+)$/.exec(this.page.url())?.[1]);
  }

  async createGroupFromDetail(name: string): Promise<void> {
    await this.page.getByRole('link', { name: /^(Nuovo gruppo|New group)$/ }).click();
    await expect(this.page).toHaveURL(/\/newsletter\/groups\/create\?listId=\d+$/);
    await this.page.getByLabel(/^(Nome|Name)/).first().fill(name);
    await this.page.getByRole('button', { name: /^(Crea|Create)$/ }).click();
    await expect(this.page).toHaveURL(/\/newsletter\/lists\/\d+$/);
    await expect(this.page.getByRole('link', { name })).toBeVisible();
  }

  async addRecipient(email: string, options: { firstName: string; confirmEmail: boolean }): Promise<void> {
    await this.page.getByRole('button', { name: /^(Aggiungi destinatario|Add recipient)$/ }).first().click();
    const form = this.page.getByRole('form', { name: /^(Aggiungi un destinatario|Add a recipient)$/ });
    await form.getByLabel(/^(E-mail)/).fill(email);
    await form.getByLabel(/^(Nome|First name)$/).fill(options.firstName);
    if (options.confirmEmail) await form.getByText(/^(Invia l'e-mail di conferma|Send the confirmation e-mail)/).click();
    await form.getByRole('button', { name: /^(Aggiungi destinatario|Add recipient)$/ }).click();
  }

  async expectStatus(status: RegExp): Promise<void> {
    await expect(this.subscription.getByText(status)).toBeVisible();
  }

  button(name: RegExp): Locator {
    return this.subscription.getByRole('button', { name });
  }
}
