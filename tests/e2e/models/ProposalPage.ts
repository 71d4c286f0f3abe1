import { expect, type Locator, type Page } from '@playwright/test';

/** The proposal screens: the rows view with its revision-and-sending panel, and the history. */
export class ProposalPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get sending(): Locator {
    return this.page.getByRole('region', { name: /^(Revisione e invio|Revision and sending)$/ }).or(this.page.locator('section', { has: this.page.getByRole('heading', { name: /^(Revisione e invio|Revision and sending)$/ }) }));
  }

  async open(id: number): Promise<void> {
    await this.page.goto(`/proposals/${id}`);
    await expect(this.heading).toContainText(/Offerta|Proposal/);
  }

  async prepareSending(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Invia…|Send…)$/ }).click();
  }

  async chooseAddresses(): Promise<void> {
    await this.page.getByRole('combobox', { name: /^(Destinatari|Recipients)$/ }).click();
    await this.page.getByRole('option', { name: /^(Indirizzi scelti|Chosen addresses)$/ }).click();
  }

  async addAddress(email: string, as: 'A' | 'Cc' | 'Ccn'): Promise<void> {
    await this.page.getByLabel(/^(Indirizzo e-mail|E-mail address)$/).fill(email);
    await this.page.getByRole('combobox', { name: /^(Come|As)$/ }).click();
    await this.page.getByRole('option', { name: as, exact: true }).click();
    await this.page.getByRole('button', { name: /^(Aggiungi indirizzo|Add address)$/ }).click();
  }

  get sendButton(): Locator {
    return this.page.getByRole('button', { name: /^(Invia|Send|Riprova|Try again)$/ });
  }

  get alerts(): Locator {
    return this.page.getByRole('alert');
  }
}
