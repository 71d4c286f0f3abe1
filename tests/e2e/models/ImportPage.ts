import { expect, type Download, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { tenantUrl, type DemoTenant } from '../support/tenants.ts';

export type Sheet = readonly (readonly (string | null)[])[];

/** Settings → Import data, driven as a person does: file, mapping, dry run, choice, run, undo. */
export class ImportPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: /^(Importa dati|Import data)$/ }).first();
  }

  async goto(tenant: DemoTenant): Promise<void> {
    await this.page.goto(tenantUrl(tenant, '/settings/import'));
    await expect(this.heading).toBeVisible();
  }

  static async workbook(rows: Sheet): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Clienti');
    for (const row of rows) sheet.addRow([...row]);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  /** The rows of a downloaded workbook, as text. */
  static async rowsOf(download: Download): Promise<string[][]> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const rows: string[][] = [];
    book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
    return rows;
  }

  async upload(name: string, content: Buffer): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: content });
    await expect(this.page.getByText(`Scelto: ${name}`)).toBeVisible();
    await this.button(/^Carica e continua$/).click();
    await expect(this.page.getByRole('heading', { name: '2. Abbina le colonne' })).toBeVisible();
  }

  button(name: RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  async chooseMode(option: RegExp): Promise<void> {
    await this.page.getByRole('combobox', { name: /^Cosa fare delle righe errate/ }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  count(kind: 'created' | 'updated' | 'unchanged' | 'rejected'): Locator {
    return this.page.locator(`[data-count="${kind}"]`).first();
  }
}
