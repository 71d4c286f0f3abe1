import { expect, type Locator, type Page } from '@playwright/test';

/** The authenticated layout: side menu, Add panel, account menu. */
export class AppShell {
  readonly menu: Locator;
  readonly accountButton: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: /^(Menu principale|Main menu)$/ });
    this.accountButton = page.getByRole('button', { name: /^(Account di|.*'s account)/ });
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async expectDashboard(): Promise<void> {
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(this.heading).toContainText(/^(Ciao|Hello), /);
  }

  async menuLabels(): Promise<string[]> {
    await expect(this.menu).toBeVisible();
    return (await this.menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
  }

  async logout(): Promise<void> {
    await this.accountButton.click();
    await this.page.getByRole('menuitem', { name: /^(Esci|Log out)$/ }).click();
  }

  panel(title: string | RegExp): Locator {
    return this.page.getByRole('region', { name: title });
  }
}
