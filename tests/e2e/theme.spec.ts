import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './models/AppShell.ts';
import { CalendarPage } from './models/CalendarPage.ts';
import { LoginPage } from './models/LoginPage.ts';
import { SettingsPage } from './models/SettingsPage.ts';
import { expectAccessible } from './support/axe.ts';
import { openInApp } from './support/inApp.ts';
import { signedInApi } from './support/signedInApi.ts';
import { signInAs, storeSignIn } from './support/signIn.ts';
import { DEMO_PASSWORD, demoLogin, tenantUrl } from './support/tenants.ts';

// Dark mode and the installable app (issue 22).

const html = (page: Page) => page.locator('html');

test.describe('dark theme', () => {
  // A user without a stored theme follows the system: this browser's system is dark.
  test.use({ colorScheme: 'dark' });

  test('sign-in, dashboard, a list, a form and a detail pass axe in dark', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('acme');
    await expectAccessible(page, { theme: 'dark' });
    await login.signIn(demoLogin('admin', 'acme').email, DEMO_PASSWORD);
    await new AppShell(page).expectDashboard();
    await expectAccessible(page, { theme: 'dark' });
    const works = (await (await signedInApi(page).get('/works?page_size=1')).json()) as { data: { id: number }[] };
    const workId = works.data[0]?.id;
    expect(workId).toBeDefined();
    // One page load, then the app's own navigation from screen to screen (issue 36.7).
    for (const path of ['/works', '/works/create', `/works/${String(workId)}`]) {
      await openInApp(page, path);
      await expectAccessible(page, { theme: 'dark' });
    }
  });

  test('the calendar, a statechart diagram, the statistics charts and the settings pass axe in dark', async ({ page }) => {
    // Signed in by token (the sign-in screen's dark theme is checked above, the form by the session specs).
    await signInAs(page, 'admin');
    for (const path of ['/processes/taskTracking', '/statistics', '/settings/appearance']) {
      await openInApp(page, path);
      await expectAccessible(page, { theme: 'dark' });
    }
    await new CalendarPage(page).goto();
    // Schedule-X draws its own dark theme.
    await expect(page.getByTestId('schedule-x').locator('.is-dark').first()).toBeVisible();
    await expectAccessible(page, { theme: 'dark' });
  });
});

test('the theme chosen in Settings → Appearance is applied at once and kept after reload, from the stored preference', async ({ page }) => {
  // cantiere's sub-admin: no other spec signs in as them; the preference is removed again at the end.
  // Signed in by token, straight to the settings (the form is the session specs' subject).
  await storeSignIn(page, 'subadmin', 'cantiere');
  try {
    await page.goto(tenantUrl('cantiere', '/settings/appearance'));
    const settings = new SettingsPage(page);
    // The form shows once the session has started (its stored preferences read): light until a theme is chosen.
    await expect(settings.select(/^Tema/)).toBeVisible();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await settings.choose(/^Tema/, /^Scuro$/);
    await settings.save.click();
    await expect(page.getByText('Impostazioni salvate')).toBeVisible();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    // Not from this browser's memory: the stored preference decides once the session has started.
    await page.evaluate(() => localStorage.removeItem('bottega.theme'));
    await page.reload();
    await expect(settings.select(/^Tema/)).toContainText('Scuro');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expectAccessible(page, { theme: 'dark' });
    // …and the next visit starts dark before the first paint (public/theme.js).
    expect(await page.evaluate(() => localStorage.getItem('bottega.theme'))).toBe('dark');
  } finally {
    await signedInApi(page, 'cantiere').delete('/users/me/preferences/theme');
  }
});

test.describe('installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test("links the tenant's manifest and registers a service worker that never caches the API", async ({ page }) => {
    await page.goto(tenantUrl('borgo', '/login'));
    await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', '/manifest.webmanifest');
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json() as Promise<{ name: string }>);
    expect(manifest.name).toBe('Borgo Alimentari S.p.A.');
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toBe(tenantUrl('borgo', '/sw.js'));
    // Signed in under the worker: the API calls pass it by, the shell and its files are cached.
    await page.reload();
    const { email } = demoLogin('operator', 'borgo');
    await new LoginPage(page).signIn(email, DEMO_PASSWORD);
    await new AppShell(page).expectDashboard();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
  });
});
