import { expect, type Locator, type Page } from '@playwright/test';

/** The task list: sortable column headers, pagination, and its place in the address. */
export class TaskListPage {
  readonly table: Locator;
  readonly rows: Locator;

  /** `base`: the tenant's origin (tenantUrl), for a list of another tenant than the default one. */
  constructor(
    readonly page: Page,
    readonly base = '',
  ) {
    this.table = page.getByRole('table', { name: /^(Attività|Tasks)/ });
    this.rows = this.table.locator('tbody tr');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${this.base}/tasks${query}`);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.table).not.toHaveAttribute('aria-busy', 'true');
    await expect(this.rows.first()).toBeVisible();
  }

  header(name: RegExp): Locator {
    return this.table.getByRole('columnheader', { name });
  }

  async sortBy(name: RegExp): Promise<void> {
    await this.header(name).getByRole('button').click();
    await this.expectLoaded();
  }

  async goToPage(n: number): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^(Pagina|Page) ${n} (di|of) \\d+$`) }).click();
    await this.expectLoaded();
  }

  /** The summaries of the rows shown, in order. */
  async summaries(): Promise<string[]> {
    return this.rows.locator('td:first-child').allInnerTexts();
  }
}
