import { expect, type Locator, type Page } from '@playwright/test';

/** Works: create form and detail (overview, phases, tabs tasks and attachments). */
export class WorksPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto('/works/create');
    await expect(this.heading).toHaveText(/^(Nuova pratica|New job)$/);
  }

  /** Creates a work with just a name and returns its id (from the detail address it lands on). */
  async create(name: string): Promise<number> {
    await this.page.getByRole('textbox', { name: /^(Nome|Name)/ }).fill(name);
    await this.page.getByRole('button', { name: /^(Crea|Create)$/ }).click();
    await expect(this.page).toHaveURL(/\/works\/\d+$/);
    await expect(this.heading).toHaveText(name);
    return Number(/\/works\/(\d+)$/.exec(this.page.url())?.[1]);
  }
}
