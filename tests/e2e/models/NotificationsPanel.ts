import { expect, type Locator, type Page } from '@playwright/test';

/** The header's notification bell and its panel. */
export class NotificationsPanel {
  readonly bell: Locator;
  /** The unread count drawn on the bell (hidden from assistive technology: the bell's name says it). */
  readonly badge: Locator;
  readonly panel: Locator;
  readonly markAll: Locator;

  constructor(readonly page: Page) {
    this.bell = page.getByRole('button', { name: /^(Notifiche|Notifications), / });
    this.badge = this.bell.locator('span[aria-hidden="true"]');
    this.panel = page.getByRole('dialog', { name: /^(Notifiche|Notifications)$/ });
    this.markAll = this.panel.getByRole('button', { name: /^(Segna tutte come lette|Mark all read)$/ });
  }

  /** The unread count the bell announces (its accessible name). */
  async unread(): Promise<number> {
    const name = (await this.bell.getAttribute('aria-label')) ?? '';
    const match = /(\d+)/.exec(name);
    return match ? Number(match[1]) : 0;
  }

  async open(): Promise<void> {
    await this.bell.click();
    await expect(this.panel).toBeVisible();
  }

  /** The entry linking to a record's screen. */
  entry(href: string): Locator {
    return this.panel.locator(`a[href="${href}"]`);
  }
}
