import type { Page } from '@playwright/test';

const PREFERENCES = '**/api/users/me/preferences*';

type Preference = { key: string; value: string | null };

/**
 * This browser reads the user's language preference as `en`, without writing it: the demo users are shared by the
 * specs running in parallel, and a stored preference would change their language too. Call before signing in.
 */
export const readInEnglish = async (page: Page): Promise<void> => {
  await page.route(PREFERENCES, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: Preference[]; meta: unknown };
    await route.fulfill({ response, json: { ...body, data: [...body.data.filter((p) => p.key !== 'language'), { key: 'language', value: 'en' }] } });
  });
};

/** Back to the stored preference (the next sign-in applies it). */
export const readStoredLanguage = async (page: Page): Promise<void> => {
  await page.unroute(PREFERENCES);
};
