import { expect, type Page } from '@playwright/test';

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * In-app navigation, as a link click does: the app stays loaded, so a walk over screens costs one page load instead of
 * one each (a full load parses the bundle again and repeats the session's start-up calls; issue 36.7). Resolves once
 * the address has changed; the new screen may still be rendering.
 */
export const navigateInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${escaped(path)}$`));
};

/**
 * Opens a screen in the app and waits until it is that screen: after a route change the new screen's title takes the
 * focus (PageHeader, routeFocus.ts), so focus is taken away first and its return to a title marks the new screen
 * (the previous screen's title, still on the page for a moment, would otherwise pass a check meant for the next).
 */
export const openInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  await navigateInApp(page, path);
  // Any page title (PageHeader's h1, or its h2 under a layout that owns the h1): which one a layout focuses is its own.
  await page.waitForFunction(() => document.activeElement?.matches(':is(h1, h2)[tabindex="-1"]') === true, null, { timeout: 10_000 });
};
