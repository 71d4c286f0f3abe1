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
    // Loopback with the page's Host header: Node does not resolve `*.localhost` as Chromium does.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
    const body = (await response.json()) as { data: Preference[]; meta: unknown };
    await route.fulfill({ response, json: { ...body, data: [...body.data.filter((p) => p.key !== 'language'), { key: 'language', value: 'en' }] } });
  });
};

/** Back to the stored preference (the next sign-in applies it). */
export const readStoredLanguage = async (page: Page): Promise<void> => {
  await page.unroute(PREFERENCES);
};
