import { expect, type Locator, type Page } from '@playwright/test';

/** The password prompt of a protected section: on the page before entering, in a dialog once the time is up. */
export class SectionPrompt {
  readonly form: Locator;
  readonly expiredDialog: Locator;
  readonly remaining: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: /^(Accesso alla sezione|Section login)$/ });
    this.expiredDialog = page.getByRole('dialog').filter({ has: this.form });
    this.remaining = page.getByText(/^(Accesso alla sezione valido ancora per|Section login valid for) \d+:\d\d/);
  }

  async submit(password: string): Promise<void> {
    await this.form.locator('input[name="section-password"]').fill(password);
    await this.form.getByRole('button', { name: /^(Apri la sezione|Open the section)$/ }).click();
  }

  async unlock(password: string): Promise<void> {
    await this.submit(password);
    await expect(this.form).toHaveCount(0);
  }

  /**
   * Whenever the prompt shows up (the shortened window of the e2e server ends mid-test), enter the password and go
   * on: the workflow under test is the section's, not the prompt's.
   */
  async answerWhenAsked(password: string): Promise<void> {
    await this.page.addLocatorHandler(this.form, async () => {
      await this.submit(password);
    });
  }
}
