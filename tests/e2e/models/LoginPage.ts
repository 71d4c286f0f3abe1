import { expect, type Locator, type Page } from '@playwright/test';
import { tenantUrl, type DemoTenant } from '../support/tenants.ts';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.email = page.locator('input[name=username]');
    this.password = page.locator('input[name=password]');
    this.submit = page.getByRole('button', { name: /^(Accedi|Sign in)$/ });
    this.alert = page.getByRole('alert');
  }

  async goto(tenant: DemoTenant, path = '/login'): Promise<void> {
    await this.page.goto(tenantUrl(tenant, path));
    await expect(this.submit).toBeVisible();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
