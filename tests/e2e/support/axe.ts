import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core's own file, the copy @axe-core/playwright injects (resolved from that package, so the same version). The
 * builder sends it (580 KB) and runs it twice per check, in every check; in a page without frames it is evaluated
 * once per document here and left in the page for the next checks of that document (the app moves from screen to
 * screen without reloading): 0.73 → 0.41 CPU-s per check (runner + Chromium, sampled; issue 36.7).
 */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

type AxeInPage = { readonly axe?: { readonly run: (context: Document, options: unknown) => Promise<{ readonly violations: readonly AxeViolation[] }> } };
type AxeViolation = { readonly id: string; readonly impact?: string | null; readonly nodes: readonly { readonly target: readonly unknown[] }[] };

/** The violations of the page's document, as `rule (impact): targets` lines (the same run the builder's legacy mode makes). */
const violationsInPage = async (page: Page): Promise<string[]> => {
  if (!(await page.evaluate(() => typeof (window as AxeInPage).axe?.run === 'function'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async (tags) => {
      const axe = (window as AxeInPage).axe;
      if (axe === undefined) throw new Error('axe-core did not load in the page');
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((violation) => `${violation.id} (${String(violation.impact)}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    },
    TAGS,
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
  // - on a screen without frames (nearly all), axe.run in the page itself, injected once per document (above),
  //   instead of a partial run finished in a new blank tab opened for every check. That run skips the content of
  //   frames, so a screen with one (a PDF preview, a sent mail's HTML) keeps the builder's frame-by-frame run.
  if (page.frames().length === 1) {
    expect(await violationsInPage(page)).toEqual([]);
    return;
  }
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).analyze();
  const summary = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
};
