import { expect, type Locator, type Page } from '@playwright/test';

/** The command palette (Ctrl/Cmd+K) and the keyboard shortcuts list (`?`). */
export class CommandPalette {
  readonly dialog: Locator;
  readonly field: Locator;
  readonly list: Locator;
  readonly shortcuts: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^(Cerca e comandi|Search and commands)$/ });
    this.field = this.dialog.getByRole('combobox');
    this.list = this.dialog.getByRole('listbox');
    this.shortcuts = page.getByRole('dialog', { name: /^(Scorciatoie da tastiera|Keyboard shortcuts)$/ });
  }

  async openByKeyboard(): Promise<void> {
    await this.page.keyboard.press('Control+k');
    await expect(this.field).toBeFocused();
  }

  async type(text: string): Promise<void> {
    await this.field.fill(text);
  }

  /** Arrow down until the option named `name` is the active one (focus stays in the field). */
  async arrowTo(name: string | RegExp): Promise<void> {
    const target = this.list.getByRole('option', { name });
    await expect(target).toBeVisible();
    for (let i = 0; i < 50 && (await target.getAttribute('aria-selected')) !== 'true'; i++) await this.page.keyboard.press('ArrowDown');
    await expect(target).toHaveAttribute('aria-selected', 'true');
  }
}
