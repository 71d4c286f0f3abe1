import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CalendarPage } from './models/CalendarPage.ts';
import { expectAccessible } from './support/axe.ts';
import { readInEnglish } from './support/language.ts';
import { E2E_PORT, ONE_CONNECTION_PER_CALL, TOKEN_KEYS } from './support/tenants.ts';
import { storeSignIn } from './support/signIn.ts';
import { expectFitsPhone } from './support/phoneWidth.ts';

type Row = Record<string, unknown> & { id: number };

const api = async (page: Page, request: APIRequestContext, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<{ status: number; body: { data: unknown } }> => {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS.accessToken);
  const response = await request.fetch(`http://127.0.0.1:${E2E_PORT}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}`, Host: `acme.localhost:${E2E_PORT}`, Accept: 'application/json', ...ONE_CONNECTION_PER_CALL },
    ...(data !== undefined ? { data } : {}),
  });
  return { status: response.status(), body: response.status() === 204 ? { data: null } : ((await response.json()) as { data: unknown }) };
};

const rows = (reply: { body: { data: unknown } }): Row[] => reply.body.data as Row[];

/** Monday of this week, as the week view shows it (first day Monday by default). */
const thisWeekDay = (offset: number): string => {
  // Today as the calendar reads it, in Rome (the browser's zone here): the machine's own date named the next or the
  // previous week during the hour its zone and Rome's fall on different days.
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()).split('-').map(Number);
  const today = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7) + offset));
  return monday.toISOString().slice(0, 10);
};


/** The event's box in the view, scrolled into sight (the week's time grid scrolls inside the calendar). */
const eventInView = async (calendar: CalendarPage, title: string) => {
  const shown = calendar.view.locator('.sx__time-grid-event[data-event-id]').filter({ hasText: title }).first();
  await shown.scrollIntoViewIfNeeded();
  return shown;
};

const REFUSAL = /(Gli eventi di tipo ferie e permessi non possono essere ridimensionati|Events of vacation and permission type cannot be resized)/;

// Every test arranges through the API, then opens its first screen by address: the session is stored, the dashboard
// is not loaded first.
test.beforeEach(async ({ page }) => {
  await storeSignIn(page, 'admin');
});

test('create an event, its end follows the start, a calendar change moves then updates it', async ({ page, request }) => {
  const calendar = new CalendarPage(page);
  const stamp = Date.now().toString(36);
  await calendar.goto();
  await expectAccessible(page);

  await calendar.gotoCreate();
  await calendar.fillSummary(`Riunione ${stamp}`);
  // Without a start the form says so at the field and sends nothing.
  await calendar.save();
  await expect(page.getByText(/^(Questo campo è obbligatorio\.|This field is required\.)$/)).toBeVisible();
  await expect(page).toHaveURL(/\/calendar\/events\/create$/);
  await calendar.fillDateTime(/^(Inizio|Start)/, '2026-12-01 09:00');
  // Default length 30 minutes.
  await expect(calendar.dateTime(/^(Fine|End)/).time).toHaveValue('09:30');
  await calendar.fillDateTime(/^(Fine|End)/, '2026-12-01 10:00');
  await expect(page.getByTestId('event-duration')).toHaveText(/^(Dura 1 ora|Lasts 1 hour)$/);
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

  // Deleted from its editor, after the confirmation.
  await calendar.gotoEdit(company.id, created?.id ?? 0);
  await page.getByRole('button', { name: /^(Elimina|Delete)$/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /^(Elimina|Delete)$/ }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  expect((await api(page, request, 'GET', `/calendars/${company.id}/events/${created?.id}`)).status).toBe(404);
});

test('a click on an empty time or day of the view starts a new event there', async ({ page }) => {
  const calendar = new CalendarPage(page);
  const sunday = thisWeekDay(6);
  const shownDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  const start = calendar.dateTime(/^(Inizio|Start)/);
  // Week view: a click at 07:05 of Sunday (empty in the seed and in the other tests) opens the form at 07:00, 30 minutes long.
  await calendar.goto();
  const column = calendar.view.locator(`.sx__time-grid-day[data-time-grid-date="${sunday}"]`);
  const hour = ((await column.boundingBox())?.height ?? 0) / 24;
  await column.click({ position: { x: 10, y: hour * (7 + 5 / 60) } });
  await expect(page).toHaveURL(new RegExp(`/calendar/events/create\\?start=${sunday}T07:00$`));
  await expect(start.date).toHaveValue(shownDay(sunday));
  await expect(start.time).toHaveValue('07:00');
  await expect(calendar.dateTime(/^(Fine|End)/).time).toHaveValue('07:30');
  // The all-day row above the hours (its empty line under any all-day events): an all-day event on that day.
  await calendar.back();
  await calendar.view.locator(`.sx__date-grid-day[data-date-grid-date="${sunday}"] .sx__spacer`).click();
  await expect(page).toHaveURL(new RegExp(`/calendar/events/create\\?start=${sunday}&allDay=true$`));
  // Month view: a click on a day opens an all-day event on that day.
  await calendar.back();
  await calendar.view.locator('.sx__view-selection-selected-item').click();
  await calendar.view.locator('.sx__view-selection-item').filter({ hasText: /^(Mese|Month)$/ }).click();
  await expectAccessible(page);
  await calendar.view.locator(`.sx__month-grid-day[data-date="${sunday}"] .sx__month-grid-day__header`).click();
  await expect(page).toHaveURL(new RegExp(`/calendar/events/create\\?start=${sunday}&allDay=true$`));
  await expect(page.getByRole('checkbox', { name: /^(Tutto il giorno|All day)$/ })).toBeChecked();
  await expect(start.date).toHaveValue(shownDay(sunday));
});

test('without events.create a click on the view opens nothing', async ({ page }) => {
  await storeSignIn(page, 'operator');
  // Every demo role may create events: this operator is told they may not.
  await page.route('**/api/users/me/permissions', async (route) => {
    // Loopback with the page's Host header: Node does not resolve `*.localhost` as Chromium does.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
    const granted = (await response.json()) as { data: string[] };
    await route.fulfill({ response, json: { data: granted.data.filter((name) => name !== 'events.create') } });
  });
  const calendar = new CalendarPage(page);
  await calendar.goto();
  await expect(page.getByRole('button', { name: /^(Nuovo evento|New event)$/ })).toHaveCount(0);
  const column = calendar.view.locator(`.sx__time-grid-day[data-time-grid-date="${thisWeekDay(6)}"]`);
  const hour = ((await column.boundingBox())?.height ?? 0) / 24;
  await column.click({ position: { x: 10, y: hour * (7 + 5 / 60) } });
  // The view's own navigation is synchronous: had the click opened anything, the address would have changed by now.
  expect(new URL(page.url()).pathname).toBe('/calendar');
  await expect(calendar.heading).toHaveText(/^(Calendario|Calendar)$/);
});

test('a vacation event cannot be resized, in the editor or in the view; other events move and resize there by keyboard and mouse', async ({ page, request }) => {
  const calendar = new CalendarPage(page);
  const stamp = Date.now().toString(36);
  const mine = rows(await api(page, request, 'GET', '/users/me/calendars?page_size=100')).find((c) => (c.calendar as { primary: boolean }).primary);
  const calendarId = Number(mine?.calendar_id);
  // This week (Wednesday), so that the week view shows them; this test's own events, whatever else is there.
  const day = thisWeekDay(2);
  const made = await api(page, request, 'POST', `/calendars/${calendarId}/events`, { summary: `Marta Verdi ${stamp}`, type: 'vacation', start: `${day} 09:00:00`, end: `${day} 11:00:00` });
  expect(made.status).toBe(201);
  const vacation = made.body.data as Row;
  const meeting = (await api(page, request, 'POST', `/calendars/${calendarId}/events`, { summary: `Incontro ${stamp}`, start: `${day} 14:00:00`, end: `${day} 15:00:00` })).body.data as Row;
  /** The drawn length of an event in the week view, in quarter hours. */
  const drawnQuarters = async (title: string, hour: number): Promise<number> => Math.round((((await (await eventInView(calendar, title)).boundingBox())?.height ?? 0) / hour) * 4);
  const timing = async (id: number) => {
    const { start, end } = (await api(page, request, 'GET', `/calendars/${calendarId}/events/${id}`)).body.data as Row;
    return `${String(start)} → ${String(end)}`;
  };

  // The editor refuses a new end.
  await calendar.gotoEdit(calendarId, vacation.id);
  await calendar.fillDateTime(/^(Fine|End)/, `${day} 18:00`);
  await expect(page.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();
  await expect(calendar.dateTime(/^(Fine|End)/).time).toHaveValue('11:00');

  // In the view, by keyboard: Alt+↓ moves the meeting 15 minutes (its length stays), Alt+Shift+↓ makes it longer.
  await calendar.goto();
  const shownMeeting = await eventInView(calendar, `Incontro ${stamp}`);
  // A timed event is named by its title, day and time range, as an all-day one by its title and day.
  await expect(shownMeeting).toHaveAttribute('aria-label', new RegExp(`^Incontro ${stamp}, .+ \\d{4}, 14:00 – 15:00$`));
  await shownMeeting.focus();
  // The second key comes while the first change is still being saved: it waits for it instead of being lost.
  await page.keyboard.press('Alt+ArrowDown');
  await page.keyboard.press('Alt+Shift+ArrowDown');
  await expect.poll(() => timing(meeting.id)).toBe(`${day} 14:15:00 → ${day} 15:30:00`);
  // By mouse: dragging the bottom edge one hour down resizes it.
  const hour = (((await calendar.view.locator('.sx__time-grid-day').first().boundingBox())?.height ?? 0) / 24);
  // The view redraws an event after the server has it: measure it once it is drawn at its new length (a drag from a
  // stale edge grabs the body and moves it instead, the flake this spec had under load).
  await expect.poll(() => drawnQuarters(`Incontro ${stamp}`, hour)).toBe(5);
  const box = await (await eventInView(calendar, `Incontro ${stamp}`)).boundingBox();
  if (!box) throw new Error('the meeting is not drawn');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 3 + hour, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => timing(meeting.id)).toBe(`${day} 14:15:00 → ${day} 16:30:00`);
  // Dragging its body one column left moves it to the day before, same hours, same length.
  await expect.poll(() => drawnQuarters(`Incontro ${stamp}`, hour)).toBe(9);
  const column = (await calendar.view.locator('.sx__time-grid-day').first().boundingBox())?.width ?? 0;
  const body = await (await eventInView(calendar, `Incontro ${stamp}`)).boundingBox();
  if (!body) throw new Error('the meeting is not drawn');
  await page.mouse.move(body.x + body.width / 2, body.y + 10);
  await page.mouse.down();
  await page.mouse.move(body.x + body.width / 2 - column, body.y + 10, { steps: 5 });
  await page.mouse.up();
  const dayBefore = thisWeekDay(1);
  await expect.poll(() => timing(meeting.id)).toBe(`${dayBefore} 14:15:00 → ${dayBefore} 16:30:00`);
  // The click that ends a drag does not open the editor.
  await expect(page).toHaveURL(/\/calendar$/);

  // The vacation event refuses a resize from the keyboard and from the mouse, and stays as it was.
  const shownVacation = await eventInView(calendar, `Marta Verdi ${stamp}`);
  await shownVacation.focus();
  await page.keyboard.press('Alt+Shift+ArrowDown');
  await expect(page.getByText(REFUSAL).first()).toBeVisible();
  const vbox = await shownVacation.boundingBox();
  if (!vbox) throw new Error('the vacation event is not drawn');
  await page.mouse.move(vbox.x + vbox.width / 2, vbox.y + vbox.height - 3);
  await page.mouse.down();
  await page.mouse.move(vbox.x + vbox.width / 2, vbox.y + vbox.height - 3 + hour, { steps: 5 });
  await page.mouse.up();
  expect(await timing(vacation.id)).toBe(`${day} 09:00:00 → ${day} 11:00:00`);
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
  // Hidden, its events leave the view and the choice is kept on the server; shown again, they are back.
  const ownerName = String((theirs.owner as { name: string }).name);
  const theirsInList = calendar.sidebar.locator('label').filter({ hasText: ownerName });
  const selected = async () => rows(await api(page, request, 'GET', '/users/me/calendars?page_size=100')).find((s) => s.calendar_id === theirs.id)?.selected;
  // The boxes are disabled while a change is being saved (one command at a time); the label is not, so a click on it
  // then does nothing: each click waits until the previous change has been saved and the box is enabled again.
  const theirsBox = calendar.sidebar.getByRole('checkbox', { name: new RegExp(ownerName) });
  await expect(theirsBox).toBeEnabled();
  await theirsInList.click();
  await expect(calendar.view.getByText(title)).toHaveCount(0);
  await expect(theirsBox).not.toBeChecked();
  await expect.poll(selected).toBe(false);
  await expect(theirsBox).toBeEnabled();
  await theirsInList.click();
  await expect(calendar.view.getByText(title).first()).toBeVisible();
  await expect.poll(selected).toBe(true);
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
  const read = async () => request.get(`http://127.0.0.1:${E2E_PORT}${url.pathname}`, { headers: { Host: `acme.localhost:${E2E_PORT}`, ...ONE_CONNECTION_PER_CALL } });
  const served = await read();
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain('BEGIN:VCALENDAR');
  await expectAccessible(page);
  await feed.getByRole('button', { name: /^(Revoca indirizzo|Revoke address)$/ }).click();
  await expect(feed.getByRole('button', { name: /^(Crea indirizzo|Create address)$/ })).toBeVisible();
  expect((await read()).status()).toBe(404);

  // English, at 360 px: the screen fits and stays accessible.
  await readInEnglish(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await calendar.goto();
  await expect(page.getByRole('complementary', { name: 'Calendars' })).toBeVisible();
  await expect(page.getByText(/^To move an event you can edit/)).toBeVisible();
  await expectFitsPhone(page);
  await expectAccessible(page);
  // Schedule-X shows the day view at this width: a click on a time there opens the new event at that time.
  const today = calendar.view.locator('.sx__time-grid-day');
  await expect(today).toHaveCount(1);
  const hour = ((await today.boundingBox())?.height ?? 0) / 24;
  await today.click({ position: { x: 10, y: hour * (7 + 5 / 60) } });
  await expect(page).toHaveURL(/\/calendar\/events\/create\?start=\d{4}-\d{2}-\d{2}T07:00$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New event');
  await expect(calendar.dateTime(/^Start/).time).toHaveValue('07:00');
  await expectFitsPhone(page);
  await expectAccessible(page);
  await page.goto('/calendar/timeline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People timeline');
  await expectFitsPhone(page);
  await expectAccessible(page);
});

test('an operator, who may not list the users, still finds a colleague to invite', async ({ page }) => {
  await storeSignIn(page, 'operator');
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/users?') && r.status() === 403) refused.push(r.url());
  });
  await page.goto('/calendar/events/create');
  const colleague = page.getByRole('combobox', { name: /^(Aggiungi un collega|Add a colleague)$/ });
  await colleague.fill('Luca');
  await page.getByRole('option', { name: 'Luca Ferrari' }).click();
  await expect(page.getByRole('list', { name: /^(Partecipanti|Attendees)$/ })).toContainText('Luca Ferrari');
  expect(refused).toEqual([]);
});
