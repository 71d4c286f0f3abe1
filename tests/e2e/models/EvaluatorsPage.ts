import { expect, type Locator, type Page } from '@playwright/test';

/** The evaluators section: goals (create) and packages (assign goals to a person). */
export class EvaluatorsPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async gotoPackages(): Promise<void> {
    // Relative to the signed-in tenant's origin (the base URL is acme's).
    await this.page.goto(new URL('/evaluators', this.page.url()).href);
    await expect(this.page.getByRole('table')).toBeVisible();
  }

  /** Creates a goal of the current year and returns its id (from the detail address it lands on). */
  async createGoal(title: string): Promise<number> {
    await this.page.goto('/evaluators/goals/create');
    await expect(this.heading).toHaveText(/^(Nuovo obiettivo|New goal)$/);
    await this.page.getByRole('textbox', { name: /^(Titolo|Title)/ }).fill(title);
    await this.page.getByRole('button', { name: /^(Crea|Create)$/ }).click();
    await expect(this.page).toHaveURL(/\/evaluators\/goals\/\d+$/);
    await expect(this.heading).toHaveText(title);
    return Number(/\/goals\/(\d+)$/.exec(this.page.url())?.[1]);
  }

  /** Assigns the goal (weight 100 %) to the person (picked by e-mail) for the current year; returns the package id. */
  async assign(person: string, goal: string): Promise<number> {
    await this.page.goto('/evaluators/packages/create');
    await expect(this.heading).toHaveText(/^(Assegna obiettivo|Assign goal)$/);
    const user = this.page.getByRole('combobox', { name: /^(Persona|Person)/ });
    await user.fill(person);
    // The address whole, in its brackets: admin@… is also the end of subadmin@….
    await this.page.getByRole('option', { name: new RegExp(`<${person.replace(/[.]/g, '\\.')}>`) }).click();
    await this.page.getByText(goal, { exact: true }).click();
    await expect(this.page.getByRole('checkbox', { name: goal })).toBeChecked();
    // The package's weights must total 100 %: the running total says so until they do.
    const weight = this.page.getByRole('textbox', { name: new RegExp(`^(Peso di|Weight of) ${goal} \\(%\\)$`) });
    // Named for its goal, shown short beside it: the whole title above a narrow field was a tall column of words.
    expect(await this.page.locator(`label[for="${await weight.getAttribute('id')}"]`).evaluate((label) => label.getClientRects()[0]?.height ?? 0)).toBeLessThan(30);
    await weight.fill('100');
    await expect(this.page.getByText(/^(Totale dei pesi: 100,00 %|Total of the weights: 100\.00%)/)).toBeVisible();
    await this.page.getByRole('button', { name: /^(Crea|Create)$/ }).click();
    await expect(this.page).toHaveURL(/\/evaluators\/packages\/\d+$/);
    return Number(/\/packages\/(\d+)$/.exec(this.page.url())?.[1]);
  }

  /** Rates the goal with the first step of the scale on the package screen. */
  async evaluate(goal: string): Promise<void> {
    await this.page.getByRole('combobox', { name: new RegExp(`^(Valutazione di|Rating of) ${goal}`) }).click();
    await this.page.getByRole('option').first().click();
    await this.page.getByRole('button', { name: /^(Valuta|Evaluate)$/ }).click();
    await expect(this.page.getByRole('button', { name: new RegExp(`^(Elimina la valutazione di|Delete the evaluation of) ${goal}`) })).toBeVisible();
  }

  /** Makes the year's sheets visible, through the confirmation dialog; `unrated` is checked to be named there. */
  async showSheets(unrated: RegExp | null = null): Promise<void> {
    await this.page.getByRole('button', { name: /^(Rendi visibili le schede|Make the \d+ sheets visible)/ }).click();
    const dialog = this.page.getByRole('alertdialog').or(this.page.getByRole('dialog'));
    await expect(dialog).toBeVisible();
    if (unrated) await expect(dialog).toContainText(unrated);
    await dialog.getByRole('button', { name: /^(Rendi visibili|Make visible)$/ }).click();
    await expect(this.page.getByText(/^(La scheda di valutazione è visibile\.|The evaluation sheet is visible\.)$/)).toBeVisible();
  }
}
