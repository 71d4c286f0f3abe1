import { expect, type Locator, type Page } from '@playwright/test';
import { tenantUrl, type DemoTenant } from '../support/tenants.ts';

/** Settings → general and appearance: Ark selects saved with one button. */
export class SettingsPage {
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.save = page.getByRole('button', { name: /^(Salva|Save)$/ });
  }

  async gotoGeneral(tenant: DemoTenant): Promise<void> {
    await this.page.goto(tenantUrl(tenant, '/settings/general'));
    await expect(this.save).toBeVisible();
  }

  select(label: RegExp): Locator {
    return this.page.getByRole('combobox', { name: label });
  }

  async choose(label: RegExp, option: RegExp): Promise<void> {
    await this.select(label).click();
    await this.page.getByRole('option', { name: option }).click();
  }
}
