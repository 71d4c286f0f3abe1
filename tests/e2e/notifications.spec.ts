import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { NotificationsPanel } from './models/NotificationsPanel.ts';
import { expectAccessible } from './support/axe.ts';
import { readInEnglish } from './support/language.ts';
import { signedInApi } from './support/signedInApi.ts';
import { demoLogin, E2E_PORT, ONE_CONNECTION_PER_CALL } from './support/tenants.ts';
import { signInAs } from './support/signIn.ts';

// Notifications (issue 22 point 4): the operator's bell counts up live when an administrator, elsewhere, approves
// the operator's leave request; one read elsewhere turns read live; the entry leads to the request and is read on the
// way; "mark all read" empties the count. At phone width (360 px), in English.

test.use({ viewport: { width: 360, height: 760 } });

const pad = (n: number) => String(n).padStart(2, '0');

/** A fresh one-hour request of the signed-in operator, on the first free weekday (specs run in parallel). */
const requestLeave = async (page: Page): Promise<number> => {
  const api = signedInApi(page, 'acme');
  const today = new Date();
  for (let offset = 4; offset < 90; offset++) {
    const d = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    const made = await api.post('/vacations', { type: 'illness', start: `${day} 11:00:00`, end: `${day} 12:00:00` });
    if (made.status() === 201) return ((await made.json()) as { data: { id: number } }).data.id;
  }
  throw new Error('no free period for a request');
};

/** The administrator's decision, made through the API (another user, another client). */
const approveAsAdmin = async (request: APIRequestContext, id: number): Promise<void> => {
  const host = `acme.localhost:${E2E_PORT}`;
  const { email, password } = demoLogin('admin', 'acme');
  const token = await request.post(`http://127.0.0.1:${E2E_PORT}/api/oauth/token`, {
    headers: { Host: host, Accept: 'application/json', ...ONE_CONNECTION_PER_CALL },
    data: { grant_type: 'password', client_id: 'bottega-web', client_secret: 'bottega-web-secret', username: email, password },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const decided = await request.put(`http://127.0.0.1:${E2E_PORT}/api/vacations/${id}/status`, {
    headers: { Host: host, Accept: 'application/json', Authorization: `Bearer ${accessToken}`, ...ONE_CONNECTION_PER_CALL },
    data: { status: 'accepted' },
  });
  expect(decided.status()).toBe(200);
};

test('a decision on my leave request arrives live in the bell, leads to the request, and all can be marked read', async ({ page, request }) => {
  await readInEnglish(page);
  await signInAs(page, 'operator');

  const bell = new NotificationsPanel(page);
  await expect(bell.bell).toBeVisible();
  // The closed bell too (every other screen's axe check sees it so).
  await expectAccessible(page);
  const id = await requestLeave(page);
  const other = await requestLeave(page);
  const third = await requestLeave(page);
  const before = await bell.unread();

  await approveAsAdmin(request, id);
  await approveAsAdmin(request, other);
  await approveAsAdmin(request, third);
  // No reload: the stream brings them.
  await expect.poll(() => bell.unread()).toBeGreaterThanOrEqual(before + 3);
  await expect(bell.bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  // The badge's digits are drawn inside its circle (a line height of 5 × the font size once put them below it).
  const badge = await bell.badge.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const [text, box] = [range.getBoundingClientRect(), el.getBoundingClientRect()];
    return { inside: text.top >= box.top - 1 && text.bottom <= box.bottom + 1, digits: el.textContent };
  });
  expect(badge).toEqual({ inside: true, digits: String(await bell.unread()) });

  await bell.open();
  const entry = bell.entry(`/vacations/${id}/edit`);
  await expect(entry).toContainText('Your leave request (Sick leave) was accepted by');
  // All three in the panel before the count is read (the count compared below must include them).
  await expect(bell.entry(`/vacations/${other}/edit`)).toContainText('Unread');
  await expect(bell.entry(`/vacations/${third}/edit`)).toContainText('Unread');
  await expectAccessible(page);
  const unreadBefore = await bell.unread();
  // Read elsewhere (another tab of the same person, here the API): this open bell hears it on its stream.
  const api = signedInApi(page, 'acme');
  const listed = ((await (await api.get('/notifications?page_size=20')).json()) as { data: { id: number; record_id: number; kind: string }[] }).data;
  const thirds = listed.find((n) => n.record_id === third && n.kind === 'vacation.decided');
  expect((await api.post(`/notifications/${thirds?.id ?? 0}/read`, {})).status()).toBe(200);
  await expect.poll(() => bell.unread()).toBe(unreadBefore - 1);
  await expect(bell.entry(`/vacations/${third}/edit`)).not.toContainText('Unread');
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/vacations/${id}/edit$`));
  await expect.poll(() => bell.unread()).toBe(unreadBefore - 2);

  await bell.open();
  await bell.markAll.click();
  await expect(bell.bell).toHaveAccessibleName('Notifications, none unread');

  // From that request to the other one through the bell: the screen, still mounted, shows the one the link names.
  const otherStart = ((await (await signedInApi(page, 'acme').get(`/vacations/${other}`)).json()) as { data: { start: string } }).data.start;
  const otherDay = `${otherStart.slice(8, 10)}/${otherStart.slice(5, 7)}/${otherStart.slice(0, 4)}`;
  // The panel is still open after marking all read.
  await bell.entry(`/vacations/${other}/edit`).click();
  await expect(page).toHaveURL(new RegExp(`/vacations/${other}/edit$`));
  await expect(page.getByRole('main')).toContainText(`${otherDay} 11:00`);
});
