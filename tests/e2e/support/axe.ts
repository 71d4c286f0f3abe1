import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type AxeOptions = {
  /**
   * The theme the screen must be in before it is checked (`data-theme` on <html>, src/ui/app/theme.ts): a test
   * checks the dark theme with `test.use({ colorScheme: 'dark' })` (a user without a stored theme follows the system)
   * and `{ theme: 'dark' }` here.
   */
  readonly theme?: 'light' | 'dark';
};

/**
 * The screen at rest: nothing reloading (a list dims itself to 60 % while it reloads, `aria-busy`) and no transition
 * under way (the dimming fades in 150 ms). Checked mid-fade, a link's colour reads as too faint: a contrast failure
 * of the moment, not of the screen. A region that stays busy longer is checked as it is.
 */
const settled = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
};

/** Every screen visited is checked with axe (WCAG 2.1 AA rules); violations are listed by rule and target. */
export const expectAccessible = async (page: Page, options: AxeOptions = {}): Promise<void> => {
  // Every screen has one h1: checking before a lazy screen has rendered would test the loading frame instead.
  await expect(page.locator('h1').first()).toBeVisible();
  if (options.theme !== undefined) await expect(page.locator('html')).toHaveAttribute('data-theme', options.theme);
  await settled(page);
  // The rules are the same; the run is cheaper (directory.spec.ts: 105 → 75 CPU-s for the whole spec, axe alone 43 → 13):
  // - details only for violations (the passes' node lists were computed and serialised for nothing);
  // - on a screen without frames (nearly all), axe.run in the page itself ("legacy" mode) instead of a partial run
  //   finished in a new blank tab opened for every check. Legacy mode skips the content of frames, so a screen
  //   with one (a PDF preview, a sent mail's HTML) keeps the frame-by-frame run.
  const withoutFrames = page.frames().length === 1;
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(withoutFrames)
    .analyze();
  const summary = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
};
