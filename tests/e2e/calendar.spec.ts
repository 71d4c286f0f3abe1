import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AppShell } from './models/AppShell.ts';
import { CalendarPage } from './models/CalendarPage.ts';
import { LoginPage } from './models/LoginPage.ts';
import { SettingsPage } from './models/SettingsPage.ts';
import { expectAccessible } from './support/axe.ts';
import { demoLogin, E2E_PORT, TOKEN_KEYS } from './support/tenants.ts';

type Row = Record<string, unknown> & { id: number };

const api = async (page: Page, request: APIRequestContext, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<{ status: number; body: { data: unknown } }> => {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS.accessToken);
  const response = await request.fetch(`http://127.0.0.1:${E2E_PORT}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}`, Host: `acme.localhost:${E2E_PORT}`, Accept: 'application/json' },
    ...(data !== undefined ? { data } : {}),
  });
  return { status: response.status(), body: response.status() === 204 ? { data: null } : ((await response.json()) as { data: unknown }) };
};

const rows = (reply: { body: { data: unknown } }): Row[] => reply.body.data as Row[];

/** Monday of this week, as the week view shows it (first day Monday by default). */
const thisWeekDay = (offset: number): string => {
  const now = new Date();
  const monday = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7) + offset));
  return monday.toISOString().slice(0, 10);
};

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('acme');
  const { email, password } = demoLogin('admin', 'acme');
  await login.signIn(email, password);
  await new AppShell(page).expectDashboard();
});

test('create an event, its end follows the start, a calendar change moves then updates it', async ({ page, request }) => {
  const calendar = new CalendarPage(page);
  const stamp = Date.now().toString(36);
  await calendar.goto();
  await expectAccessible(page);

  await calendar.gotoCreate();
  await calendar.fillSummary(`Riunione ${stamp}`);
  await calendar.fillDateTime(/^(Inizio|Start)/, '2026-12-01 09:00');
  // Default length 30 minutes.
  await expect(calendar.dateTime(/^(Fine|End)/).time).toHaveValue('09:30');
  await calendar.fillDateTime(/^(Fine|End)/, '2026-12-01 10:00');
  await expect(page.getByTestId('event-duration')).toHaveText(/60/);
  // A new start moves the end and keeps the hour.
  await calendar.fillDateTime(/^(Inizio|Start)/, '2026-12-01 14:00');
  await expect(calendar.dateTime(/^(Fine|End)/).time).toHaveValue('15:00');
  await expectAccessible(page);
  await calendar.save();
  await expect(page).toHaveURL(/\/calendar$/);

  const created = rows(await api(page, request, 'GET', '/calendars/fullcalendar-events?start=2026-12-01%2000:00:00&end=2026-12-02%2000:00:00&page_size=500')).find(
    (e) => e.summary === `Riunione ${stamp}`,
  );
  expect(created).toMatchObject({ start: '2026-12-01 14:00:00', end: '2026-12-01 15:00:00' });
  const from = Number(created?.calendar_id);

  // Another calendar: the event is moved there first, then updated there.
  const company = rows(await api(page, request, 'GET', '/calendars?types=company&page_size=100'))[0];
  if (!company) throw new Error('the seed has no company calendar');
  await calendar.gotoEdit(from, created?.id ?? 0);
  await calendar.chooseCalendar(String(company.name));
  await calendar.fillSummary(`Riunione spostata ${stamp}`);
  await calendar.save();
  await expect(page).toHaveURL(/\/calendar$/);
  const moved = await api(page, request, 'GET', `/calendars/${company.id}/events/${created?.id}`);
  expect(moved.status).toBe(200);
  expect(moved.body.data).toMatchObject({ calendar_id: company.id, summary: `Riunione spostata ${stamp}`, start: '2026-12-01 14:00:00' });
  expect((await api(page, request, 'GET', `/calendars/${from}/events/${created?.id}`)).status).toBe(404);
});

test('a vacation event cannot be resized', async ({ page, request }) => {
  const calendar = new CalendarPage(page);
  const mine = rows(await api(page, request, 'GET', '/users/me/calendars?page_size=100')).find((c) => (c.calendar as { primary: boolean }).primary);
  const calendarId = Number(mine?.calendar_id);
  const made = await api(page, request, 'POST', `/calendars/${calendarId}/events`, { summary: 'Ferie e2e', type: 'vacation', start: '2026-12-07 09:00:00', end: '2026-12-07 13:00:00' });
  expect(made.status).toBe(201);
  const event = made.body.data as Row;
  await calendar.gotoEdit(calendarId, event.id);
  await calendar.fillDateTime(/^(Fine|End)/, '2026-12-07 18:00');
  await expect(page.getByRole('alert').filter({ hasText: /(Gli eventi di tipo ferie e permessi non possono essere ridimensionati|Events of vacation and permission type cannot be resized)/ })).toBeVisible();
  await expect(calendar.dateTime(/^(Fine|End)/).time).toHaveValue('13:00');
  await expectAccessible(page);
});

test("subscribe to a colleague's calendar and see their events", async ({ page, request }) => {
  const calendar = new CalendarPage(page);
  const stamp = Date.now().toString(36);
  const operator = rows(await api(page, request, 'GET', '/users?page_size=100')).find((u) => u.email === 'operator@acme.test');
  const theirs = rows(await api(page, request, 'GET', '/calendars?types=user&page_size=100')).find(
    (c) => c.primary === true && (c.owner as { id: number } | null)?.id === operator?.id,
  );
  if (!theirs) throw new Error("the seed has no operator's calendar");
  // Start unsubscribed, whatever the seed or an earlier run did.
  for (const s of rows(await api(page, request, 'GET', '/users/me/calendars?page_size=100')).filter((s) => s.calendar_id === theirs.id)) {
    await api(page, request, 'DELETE', `/users/me/calendars/${s.id}`);
  }
  const day = thisWeekDay(2);
  const title = `Visita collega ${stamp}`;
  expect((await api(page, request, 'POST', `/calendars/${theirs.id}/events`, { summary: title, start: `${day} 10:00:00`, end: `${day} 11:00:00` })).status).toBe(201);

  await calendar.goto();
  await expect(calendar.view.getByText(title)).toHaveCount(0);
  await calendar.subscribeTo(new RegExp(String((theirs.owner as { name: string }).name)));
  await expect(page.getByText(/(Iscrizione a .* completata|Subscription to .* completed)/)).toBeVisible();
  await expect(calendar.view.getByText(title).first()).toBeVisible();
  await expectAccessible(page);
  // Every event is reachable and opens by keyboard: focus it, Enter, and its editor opens.
  const shown = calendar.view.locator('[data-event-id]').filter({ hasText: title }).first();
  await shown.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/calendar/${theirs.id}/events/\\d+/edit$`));
});

test('the people timeline, the subscription address, English and 360 px', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The timeline: people × days, weekends shaded.
  await page.goto('/calendar/timeline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Persone per giorno|People timeline)$/);
  const grid = page.getByRole('region', { name: /^(Persone per giorno|People timeline)$/ }).getByRole('table');
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  await expect(grid.locator('td[data-weekend="true"]').first()).toBeVisible();
  await expectAccessible(page);

  // The subscription address: made, read by a calendar app, revoked.
  const calendar = new CalendarPage(page);
  await calendar.goto();
  const feed = page.getByRole('region', { name: /^(Indirizzo di iscrizione|Subscription address)$/ });
  await feed.getByRole('button', { name: /^(Crea indirizzo|Create address|Sostituisci indirizzo|Replace address)$/ }).click();
  const address = feed.getByRole('textbox', { name: /^(Il tuo indirizzo privato|Your private address)$/ });
  await expect(address).toHaveValue(/\/api\/calendar-feeds\//);
  const url = new URL(await address.inputValue());
  const read = async () => request.get(`http://127.0.0.1:${E2E_PORT}${url.pathname}`, { headers: { Host: `acme.localhost:${E2E_PORT}` } });
  const served = await read();
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain('BEGIN:VCALENDAR');
  await expectAccessible(page);
  await feed.getByRole('button', { name: /^(Revoca indirizzo|Revoke address)$/ }).click();
  await expect(feed.getByRole('button', { name: /^(Crea indirizzo|Create address)$/ })).toBeVisible();
  expect((await read()).status()).toBe(404);

  // English, at 360 px: the screen fits and stays accessible.
  const settings = new SettingsPage(page);
  await settings.gotoGeneral('acme');
  await settings.choose(/^Lingua/, /^English$/);
  await settings.save.click();
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await calendar.goto();
    await expect(page.getByRole('complementary', { name: 'Calendars' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await calendar.gotoCreate();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
    await settings.gotoGeneral('acme');
    await settings.choose(/^Language/, /^Italiano$/);
    await settings.save.click();
  }
});
