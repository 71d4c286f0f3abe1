import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** Tasks: create form, and the edit screen with time tracking, checklists, comments and attachments. */
export class TasksPage {
  readonly heading: Locator;
  readonly tracking: Locator;
  readonly elapsed: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.tracking = page.getByRole('region', { name: /^(Tempo di lavoro|Time tracking)$/ });
    this.elapsed = page.getByTestId('elapsed');
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto('/tasks/create');
    await expect(this.heading).toHaveText(/^(Nuova attività|New task)$/);
  }

  /** Fills the create form (the event option stays on, its default) and returns the new task's id. */
  async create(task: { summary: string; start: string; end: string; work: string; checklist: string; item: string }): Promise<number> {
    const page = this.page;
    await page.getByRole('textbox', { name: /^(Titolo|Summary)/ }).fill(task.summary);
    await this.fillDateTime(/^(Inizio|Start)/, task.start);
    await this.fillDateTime(/^(Fine|End)/, task.end);
    const work = page.getByRole('combobox', { name: /^(Pratica|Job)/ });
    await work.fill(task.work);
    await page.getByRole('option', { name: new RegExp(task.work) }).click();
    await expect(page.getByRole('checkbox', { name: /^(Aggiungi al calendario|Add to the calendar)$/ })).toBeChecked();
    await page.getByRole('button', { name: /^(Aggiungi checklist|Add checklist)$/ }).click();
    await page.getByRole('textbox', { name: /^(Nome della checklist 1|Name of checklist 1)$/ }).fill(task.checklist);
    await page.getByRole('textbox', { name: /^(Voce 1 della checklist 1|Item 1 of checklist 1)$/ }).fill(task.item);
    await page.getByRole('button', { name: /^(Crea|Create)$/ }).click();
    await expect(page).toHaveURL(/\/tasks\/\d+\/edit$/);
    await expect(this.heading).toHaveText(task.summary);
    return Number(/\/tasks\/(\d+)\/edit$/.exec(page.url())?.[1]);
  }

  /** The date and the time inputs of a date-time field (the time one is named after the field, then "ora"/"time"). */
  dateTimeInputs(name: RegExp): { date: Locator; time: Locator } {
    const inputs = this.page.getByLabel(name);
    return { date: inputs.nth(0), time: inputs.nth(1) };
  }

  /** Types a wire value (`2026-11-24 16:00` or `2026-11-24T16:00`) as people do: `24/11/2026` and `16:00`. */
  async fillDateTime(name: RegExp, value: string): Promise<void> {
    const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}:\d{2})/.exec(value);
    if (!match) throw new Error(`not a date-time: ${value}`);
    const [, year, month, day, time] = match;
    const inputs = this.dateTimeInputs(name);
    await inputs.date.fill(`${day}/${month}/${year}`);
    await inputs.time.fill(time ?? '');
  }

  trackingButton(name: RegExp): Locator {
    return this.tracking.getByRole('button', { name });
  }

  async expectStatus(label: RegExp): Promise<void> {
    await expect(this.tracking.getByText(label, { exact: false }).first()).toBeVisible();
  }

  async openTab(name: RegExp): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.locator('input[type=file]').setInputFiles(file);
  }

  async download(fileName: string): Promise<Download> {
    const waiting = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: new RegExp(`^(Scarica|Download) ${fileName.replace('.', '\\.')}$`) }).click();
    return waiting;
  }

  async delete(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Elimina|Delete)$/ }).click();
    const dialog = this.page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^(Elimina|Delete)$/ }).click();
    await expect(this.page).toHaveURL(/\/tasks$/);
  }
}
