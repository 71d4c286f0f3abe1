import { expect, type Locator, type Page } from '@playwright/test';

/** Sales reports: create form, overview, the list's profile filter, and a material's detail with its reports tab. */
export class SalesReportsPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto('/sales-reports/create');
    await expect(this.heading).toHaveText(/^(Nuovo rapportino di vendita|New sales report)$/);
  }

  /** Fills the create form (date defaults to today, contact type to a visit, agent to the signed-in user) and returns the new report's id. */
  async create(report: { customer: string; summary: string; materials: readonly string[]; interests: readonly string[]; agent?: string }): Promise<number> {
    const page = this.page;
    const profile = page.getByRole('combobox', { name: /^(Cliente o lead|Customer or lead)/ });
    await profile.fill(report.customer);
    await page.getByRole('option', { name: new RegExp(report.customer) }).click();
    if (report.agent !== undefined) {
      // The office writing up a visit an agent phoned in: the report is the agent's, not the typist's.
      await page.getByRole('combobox', { name: /^(Agente|Agent)/ }).fill(report.agent);
      await page.getByRole('option', { name: report.agent }).click();
    }
    await page.getByRole('textbox', { name: /^(Oggetto|Subject)/ }).fill(report.summary);
    const materials = page.getByRole('group', { name: /^(Materiali mostrati|Materials shown)$/ });
    // The label is what people click (Ark's visual box covers the native input).
    for (const name of report.materials) {
      await materials.getByText(name, { exact: true }).click();
      await expect(materials.getByRole('checkbox', { name })).toBeChecked();
    }
    const interests = page.getByRole('group', { name: /^(Interessi del cliente|Customer's interests)$/ });
    for (const name of report.interests) {
      await interests.getByText(name, { exact: true }).click();
      await expect(interests.getByRole('checkbox', { name })).toBeChecked();
    }
    await page.getByRole('button', { name: /^(Crea|Create)$/ }).click();
    await expect(page).toHaveURL(/\/sales-reports\/\d+$/);
    await expect(this.heading).toHaveText(report.summary);
    return Number(/\/sales-reports\/(\d+)$/.exec(page.url())?.[1]);
  }

  /** The list filtered by a profile picked in its filter. */
  async filterByProfile(customer: string): Promise<void> {
    await this.page.goto('/sales-reports');
    await expect(this.heading).toHaveText(/^(Rapportini di vendita|Sales reports)$/);
    await this.page.getByRole('combobox', { name: /^(Cliente o lead|Customer or lead)/ }).fill(customer);
    await this.page.getByRole('option', { name: new RegExp(customer) }).click();
    await expect(this.page).toHaveURL(/profileId=\d+/);
  }

  /** A material's detail, opened from the materials list. */
  async openMaterial(name: string): Promise<void> {
    await this.page.goto('/sales-reports/materials');
    await expect(this.heading).toHaveText(/^(Materiali|Materials)$/);
    await this.page.getByRole('link', { name, exact: true }).click();
    await expect(this.heading).toHaveText(name);
    await expect(this.page.getByRole('tab', { name: /^(Rapportini di vendita|Sales reports)$/ })).toBeVisible();
  }
}
