import { expect, type Page } from '@playwright/test';

/** The narrowest phone the product supports (the brief's 360 px). */
export const PHONE_WIDTH = 360;

/**
 * Nothing on the page is wider than the phone. Polled, not read once: after `setViewportSize` the narrow layout
 * (useNarrowScreen's media query) applies from the next rendering step, which the headless shell may not have run yet
 * when the next script evaluates (the settings spec read 462 px once, the side menu still shown).
 */
export const expectFitsPhone = async (page: Page, message?: string): Promise<void> => {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), message === undefined ? {} : { message })
    .toBeLessThanOrEqual(PHONE_WIDTH);
};
