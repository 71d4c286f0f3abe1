import { expect, type Locator, type Page } from '@playwright/test';
import { tenantUrl, type DemoTenant } from '../support/tenants.ts';

const STATUS = {
  pending: /^(In attesa|Pending)$/,
  accepted: /^(Approvata|Approved)$/,
  modified: /^(Approvata con modifiche|Approved with changes)$/,
  rejected: /^(Rifiutata|Rejected)$/,
} as const;

export type VacationStatusName = keyof typeof STATUS;

/** The vacations screens: the request form, the list with its remaining hours, a request's decision. */
export class VacationsPage {
  readonly heading: Locator;
  readonly remainingPermission: Locator;
  readonly duration: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.remainingPermission = page.getByTestId('remaining-permission');
    this.duration = page.getByTestId('duration');
  }

  async gotoList(tenant: DemoTenant = 'acme', query = ''): Promise<void> {
    await this.page.goto(tenantUrl(tenant, `/vacations${query}`));
    await expect(this.heading).toHaveText(/^(Ferie e permessi|Vacations and leave)$/);
  }

  async gotoCreate(tenant: DemoTenant = 'acme'): Promise<void> {
    await this.page.goto(tenantUrl(tenant, '/vacations/create'));
    await expect(this.heading).toHaveText(/^(Nuova richiesta di ferie|New leave request)$/);
  }

  /** "12.50 di 72.00 h" → 12.5 */
  async remainingPermissionHours(): Promise<number> {
    await expect(this.remainingPermission).toHaveText(/\d/);
    // The wire value: the text is formatted for the reader's language (68,5 in Italian).
    return Number((await this.remainingPermission.getAttribute('data-hours')) ?? 'NaN');
  }

  async fillDateTime(name: RegExp, day: string, time: string): Promise<void> {
    const inputs = this.page.getByLabel(name);
    const [year, month, date] = day.split('-');
    await inputs.nth(0).fill(`${date}/${month}/${year}`);
    await inputs.nth(1).fill(time);
  }

  /** A part-day request of one type; answers once the duration the server computed shows. */
  async request(type: RegExp, day: string, from: string, to: string, notes: string): Promise<void> {
    await this.page.getByRole('combobox', { name: /^(Tipo|Type)/ }).click();
    await this.page.getByRole('option', { name: type }).click();
    await this.fillDateTime(/^(Inizio|Start)/, day, from);
    await this.fillDateTime(/^(Fine|End)/, day, to);
    await this.page.getByRole('textbox', { name: /^(Note|Notes)$/ }).fill(notes);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Crea|Create)$/ }).click();
    await expect(this.page).toHaveURL(/\/vacations$/);
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  statusIn(scope: Locator, status: VacationStatusName): Locator {
    return scope.getByText(STATUS[status]);
  }
}
