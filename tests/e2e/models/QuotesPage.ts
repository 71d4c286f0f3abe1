import { expect, type Locator, type Page } from '@playwright/test';

/** The catalogue and quote screens: pickers, decimal fields, the quote's rows, totals and the send dialog. */
export class QuotesPage {
  readonly heading: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.dialog = page.getByRole('alertdialog');
  }

  /** Types into a remote combobox and picks the option that matches. */
  async pick(label: RegExp, search: string, option: RegExp, scope: Locator | Page = this.page): Promise<void> {
    const box = scope.getByRole('combobox', { name: label });
    await box.fill(search);
    await this.page.getByRole('option', { name: option }).first().click();
  }

  field(label: RegExp, scope: Locator | Page = this.page): Locator {
    return scope.getByRole('textbox', { name: label });
  }

  async submit(name: RegExp): Promise<void> {
    await this.page.getByRole('button', { name }).click();
  }

  row(n: number): Locator {
    return this.page.getByRole('group', { name: new RegExp(`^(Riga|Row) ${n}$`) });
  }

  total(which: 'net' | 'vat' | 'gross'): Locator {
    return this.page.locator(`[data-total="${which}"]`).first();
  }

  async expectTotals(net: string, vat: string, gross: string): Promise<void> {
    await expect(this.total('net')).toHaveText(net);
    await expect(this.total('vat')).toHaveText(vat);
    await expect(this.total('gross')).toHaveText(gross);
  }

  async send(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Invia al cliente|Send to customer)$/ }).click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByRole('button', { name: /^(Invia|Send|Riprova|Try again)$/ }).click();
  }
}
