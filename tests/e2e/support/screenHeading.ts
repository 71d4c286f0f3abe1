import type { Locator, Page } from '@playwright/test';

/**
 * The current screen's own title: the h1 of a page, or the h2 a screen has under a layout that owns the h1
 * (Settings). PageHeader's title is the one heading that takes focus after navigation (tabindex -1).
 */
export const screenHeading = (page: Page): Locator => page.locator('main :is(h1, h2)[tabindex="-1"]').last();
