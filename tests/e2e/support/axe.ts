import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every screen visited is checked with axe (WCAG 2.1 AA rules); violations are listed by rule and target. */
export const expectAccessible = async (page: Page): Promise<void> => {
  // Every screen has one h1: checking before a lazy screen has rendered would test the loading frame instead.
  await expect(page.locator('h1').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
};
