import { expect, test, type Locator, type Page } from '@playwright/test';
import { APP_ROUTES } from '../../src/ui/app/routes.ts';
import type { AppRoute } from '../../src/ui/app/routeTypes.ts';
import { navigateInApp } from './support/inApp.ts';
import { signedInApi, type SignedInApi } from './support/signedInApi.ts';
import { DEMO_PASSWORD } from './support/tenants.ts';
import { signInAs } from './support/signIn.ts';

// Edits are partial by nature (DESIGN.md §8): opening any edit screen and pressing Save without touching anything must
// leave the record as it was, and changing one field must change only that field. The list of screens is THE route
// table (every `…/edit` route) plus the record kinds edited elsewhere (dialogs, settings forms); the only hand-kept
// part is how to find a demo record for each parameter and where the API reads it. A new edit route whose parameter is
// not below fails this test and names itself.

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type Ids = Readonly<Record<string, string>>;
type Item = Readonly<Record<string, Json>>;

/**
 * Server-stamped values: they may change on any save, or meanwhile by someone else's doing (a demo user edited here
 * signs in from another spec running beside this one: `last_login_at`).
 */
const STAMPED = new Set(['updated_at', 'updatedAt', 'last_activity_at', 'last_login_at']);

/** Every path where two JSON values differ ("" for the value itself), stamps aside. */
const differences = (before: Json, after: Json, at = ''): string[] => {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [`${at}[length ${before.length}→${after.length}]`];
    return before.flatMap((item: Json, i) => differences(item, after[i] as Json, `${at}[${i}]`));
  }
  if (before !== null && after !== null && typeof before === 'object' && typeof after === 'object' && !Array.isArray(before) && !Array.isArray(after)) {
    const b = before as Item;
    const a = after as Item;
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((key) => !STAMPED.has(key));
    return keys.flatMap((key) => differences(b[key] ?? null, a[key] ?? null, at === '' ? key : `${at}.${key}`));
  }
  return before === after ? [] : [`${at}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`];
};

/** How full a record is: the demo record with the most filled values shows a lost field best. */
const filled = (value: Json): number => {
  if (value === null || value === '' || value === false) return 0;
  if (Array.isArray(value)) return value.reduce((sum: number, item: Json) => sum + filled(item), 0);
  if (typeof value === 'object') return Object.values(value as Item).reduce((sum: number, item) => sum + filled(item), 0);
  return 1;
};

const readJson = async (api: SignedInApi, path: string): Promise<Json> => {
  const response = await api.get(path);
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  const body: { data: Json } = await response.json();
  return body.data;
};

/** The fullest record of a list (its first page), as `pick` names it. */
const fullest = async (api: SignedInApi, path: string, pick: (item: Item) => Json = (item) => item.id ?? null): Promise<string> => {
  const items = (await readJson(api, path)) as readonly Item[];
  const best = [...items].sort((a, b) => filled(b) - filled(a))[0];
  if (best === undefined) throw new Error(`the demo data has nothing at ${path}`);
  return String(pick(best));
};

type Kind = {
  /** The demo record's id (and, for a nested record, its parent's under the parent's parameter). */
  readonly find: (api: SignedInApi, ids: Ids) => Promise<string>;
  /** The record as the API reads it (the one the edit screen saves); `self` is its own id. */
  readonly read: (api: SignedInApi, ids: Ids) => Promise<Json>;
};

const list = (path: string, read: (id: string) => string): Kind => ({ find: (api) => fullest(api, path), read: (api, ids) => readJson(api, read(ids.self ?? '')) });
const EVENTS = '/calendars/fullcalendar-events?start=2000-01-01%2000:00:00&end=2100-01-01%2000:00:00&page_size=50';

/**
 * Parameter → how to find a demo record and read it. A parameter whose meaning depends on the section is named
 * `section.param` (the route's first path segment). The record an edit route saves is its last parameter's.
 */
const KINDS: Readonly<Record<string, Kind>> = {
  'works.typeId': list('/work-types', (id) => `/work-types/${id}`),
  workId: list('/works?page_size=50', (id) => `/works/${id}`),
  'tasks.typeId': list('/task-types', (id) => `/task-types/${id}`),
  taskId: list('/tasks?page_size=50', (id) => `/tasks/${id}`),
  userId: list('/users?page_size=50', (id) => `/users/${id}`),
  roleId: list('/roles?page_size=50&exclude_admin=true', (id) => `/roles/${id}`),
  'customers.profileId': list('/profiles?type=customer&page_size=50', (id) => `/profiles/${id}`),
  'leads.profileId': list('/profiles?type=lead&page_size=50', (id) => `/profiles/${id}`),
  'suppliers.profileId': list('/profiles?type=supplier&page_size=50', (id) => `/profiles/${id}`),
  companyId: list('/companies?page_size=50', (id) => `/companies/${id}`),
  profileCategoryId: list('/profile-categories?page_size=50', (id) => `/profile-categories/${id}`),
  profileBrandId: list('/brands?page_size=50', (id) => `/brands/${id}`),
  calendarId: { find: (api) => fullest(api, EVENTS, (item) => item.calendar_id ?? null), read: (api, ids) => readJson(api, `/calendars/${ids.self}`) },
  eventId: {
    find: async (api, ids) => {
      const events = (await readJson(api, EVENTS)) as readonly Item[];
      const best = events.filter((event) => String(event.calendar_id) === ids.calendarId).sort((a, b) => filled(b) - filled(a))[0];
      return String(best?.id);
    },
    read: (api, ids) => readJson(api, `/calendars/${ids.calendarId}/events/${ids.self}`),
  },
  vacationId: list('/vacations?page_size=50', (id) => `/vacations/${id}`),
  hoursId: list('/user-vacation-hours?page_size=50', (id) => `/user-vacation-hours/${id}`),
  articleId: list('/articles?page_size=50', (id) => `/articles/${id}`),
  categoryId: list('/article-categories?page_size=50', (id) => `/article-categories/${id}`),
  brandId: list('/article-brands?page_size=50', (id) => `/article-brands/${id}`),
  divisionId: list('/article-divisions?page_size=50', (id) => `/article-divisions/${id}`),
  'articles.groupId': list('/article-groups?page_size=50', (id) => `/article-groups/${id}`),
  lineId: list('/article-lines?page_size=50', (id) => `/article-lines/${id}`),
  'articles.typeId': list('/article-types?page_size=50', (id) => `/article-types/${id}`),
  warehouseId: list('/warehouses?page_size=50', (id) => `/warehouses/${id}`),
  priceListId: list('/price-lists?page_size=50', (id) => `/price-lists/${id}`),
  // A draft: a sent quote's edit screen records the customer's answer only (no text field to change).
  quoteId: list('/quotes?page_size=50&status=draft', (id) => `/quotes/${id}`),
  proposalId: list('/proposals?page_size=50', (id) => `/proposals/${id}`),
  sampleId: list('/samples?page_size=50', (id) => `/samples/${id}`),
  materialId: list('/materials?page_size=50', (id) => `/materials/${id}`),
  interestId: list('/interests?page_size=50', (id) => `/interests/${id}`),
  salesReportId: list('/sales-reports?page_size=50', (id) => `/sales-reports/${id}`),
  // The newsletter keeps its provider's names: a list's id is `idList`, a group's `idGroup` (of that list).
  'newsletter.listId': {
    find: (api) => fullest(api, '/newsletter/mailup/lists?page_size=50', (item) => item.idList ?? null),
    read: (api, ids) => readJson(api, `/newsletter/mailup/lists/${ids.self}`),
  },
  'newsletter.groupId': {
    find: (api, ids) => fullest(api, `/newsletter/mailup/lists/${ids.listId}/groups?page_size=50`, (item) => item.idGroup ?? null),
    // The provider's API reads a group only within its list's groups.
    read: async (api, ids) => {
      const groups = (await readJson(api, `/newsletter/mailup/lists/${ids.listId}/groups?page_size=100`)) as readonly Item[];
      return groups.find((group) => String(group.idGroup) === ids.self) ?? null;
    },
  },
  goalId: list('/goals?page_size=50', (id) => `/goals/${id}`),
  packageId: list('/packages?page_size=50', (id) => `/packages/${id}`),
};

/** The spec's edit paths without an id take it as `?id=` (src/ui/vacations/vacations.routes.ts). */
const QUERY_ID: Readonly<Record<string, string>> = { '/vacations/edit': 'vacationId', '/vacations/events/edit': 'vacationId' };

const kindOf = (route: AppRoute, param: string): Kind => {
  const section = route.path.split('/')[1] ?? '';
  const kind = KINDS[`${section}.${param}`] ?? KINDS[param];
  if (kind === undefined) throw new Error(`edit route ${route.path}: no record kind for :${param} in edit-roundtrip.spec.ts`);
  return kind;
};

type Target = { readonly path: string; readonly read: () => Promise<Json> };

/** A concrete address for the route and where the API reads the record it edits. */
const targetOf = async (api: SignedInApi, route: AppRoute): Promise<Target> => {
  const queryParam = QUERY_ID[route.path];
  const params = queryParam === undefined ? [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '') : [queryParam];
  if (params.length === 0) throw new Error(`edit route ${route.path}: no parameter and no ?id= entry in edit-roundtrip.spec.ts`);
  const ids: Record<string, string> = {};
  let read = (): Promise<Json> => Promise.resolve(null);
  for (const param of params) {
    const kind = kindOf(route, param);
    const id = await kind.find(api, ids);
    ids[param] = id;
    const own = { ...ids, self: id };
    read = () => kind.read(api, own);
  }
  const path = queryParam === undefined ? route.path.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? '') : `${route.path}?id=${ids[queryParam]}`;
  return { path, read };
};

const WRITES = new Set(['PUT', 'PATCH', 'POST']);

const NOTHING_SENT = 'nothing sent';

/**
 * Presses a Save button and waits for the write it sends; a form that sends only what changed sends nothing when
 * nothing did (the preferences form), which keeps the record as it was too.
 */
/**
 * After a save's answer the app either stays on the form (its Save enabled again) or leaves it for the record's screen
 * (the form gone): the next step starts from where it settled. Without this, an in-app navigation sent while the app
 * was still taking in the answer was overtaken by the app's own move (CI, under load: /quotes/4/edit → /quotes/4).
 * Neither outcome is asserted here: the callers check the record and the screen.
 */
const settledAfterSave = async (submit: Locator): Promise<void> => {
  await expect(async () => {
    if ((await submit.count()) > 0) await expect(submit).toBeEnabled({ timeout: 500 });
  })
    .toPass({ timeout: 5_000 })
    .catch(() => undefined);
};

/** The notice of a form that found nothing to send (works, tasks, events: "Niente da salvare: …"). */
const nothingToSave = (page: Page): Locator => page.getByText(/^(Niente da salvare|Nothing to save):/);

const pressSave = async (page: Page, submit: Locator): Promise<string> => {
  await expect(submit).toBeEnabled();
  const written = page.waitForResponse((response) => WRITES.has(response.request().method()) && new URL(response.url()).pathname.startsWith('/api/'), {
    timeout: 5_000,
  });
  // A form that says it has nothing to save has decided: no need to wait out the 5 s for a write. A notice already on
  // screen from an earlier step is marked first and does not count (counting them failed when the earlier one, with
  // the same words, left as the new one came).
  await nothingToSave(page).evaluateAll((notices) => notices.forEach((notice) => notice.setAttribute('data-seen-notice', '')));
  const told = nothingToSave(page)
    .and(page.locator(':not([data-seen-notice])'))
    .first()
    .waitFor({ timeout: 5_000 })
    .then(() => null)
    .catch(() => null);
  await submit.click();
  const response = await Promise.race([written.catch(() => null), told]);
  if (response !== null) await settledAfterSave(submit);
  return response === null ? NOTHING_SENT : `${response.request().method()} ${new URL(response.url()).pathname} → ${response.status()}`;
};

/** The edit screen's own Save (below its form). */
const screenSave = (page: Page): Locator => page.locator('main form').getByRole('button', { name: /^(Salva|Save)$/ }).first();

/** One screen that cannot save is reported with the others: the walk goes on. */
const tryToSave = (page: Page, submit: Locator): Promise<string> =>
  pressSave(page, submit).catch((error: unknown) => `not saved: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}`);

/**
 * The form's first free-text field holding a word (a name, a title), else its first empty text area (notes): the one
 * field the "change one field" walk changes, whatever the screen calls it.
 */
const firstTextField = async (page: Page): Promise<Locator> => {
  const form = page.locator('main form');
  const fields = form.locator(
    ['input[type="text"]', 'input:not([type])', 'textarea'].map((kind) => `${kind}:not([role="combobox"]):not([readonly]):not([disabled])`).join(', '),
  );
  let found: Locator | undefined;
  // The form fills in once its record has loaded (the event editor loads its own).
  await expect(async () => {
    await expect(form.getByRole('button', { name: /^(Salva|Save)$/ }).first()).toBeEnabled({ timeout: 1_000 });
    const values = await Promise.all((await fields.all()).map((field) => field.evaluate((element) => [element.tagName, (element as HTMLInputElement).value] as const)));
    const withWord = values.findIndex(([, value]) => /\p{L}{3}/u.test(value));
    const emptyArea = values.findIndex(([tag, value]) => tag === 'TEXTAREA' && value === '');
    const index = withWord >= 0 ? withWord : emptyArea;
    if (index < 0) throw new Error('no text field to change');
    found = fields.nth(index);
  }).toPass({ timeout: 10_000 });
  if (found === undefined) throw new Error('no text field to change');
  return found;
};

const EDITED = ' (ritoccato)';

const EDIT_ROUTES = APP_ROUTES.filter((route) => route.path.endsWith('/edit'));

/**
 * Each module's main edit route (its first shortest path: works' own rather than work types'), the module being the
 * tenant's module switch, else the permission module (admin's users and roles): its "change one field" walk stands
 * for the module.
 */
const moduleOf = (route: AppRoute): string => route.access.tenantModule ?? route.access.module ?? route.path;
const segments = (route: AppRoute): number => route.path.split('/').length;
const ONE_PER_MODULE = [
  ...EDIT_ROUTES.reduce((chosen, route) => {
    const best = chosen.get(moduleOf(route));
    return best === undefined || segments(route) < segments(best) ? chosen.set(moduleOf(route), route) : chosen;
  }, new Map<string, AppRoute>()).values(),
];

/** Record kinds edited outside an edit route: a dialog or a settings form, each opened, saved and read back. */
type Elsewhere = { readonly name: string; readonly open: (page: Page, api: SignedInApi) => Promise<{ readonly submit: Locator; readonly read: () => Promise<Json> }> };

const ELSEWHERE: readonly Elsewhere[] = [
  {
    name: 'documents: the edit dialog',
    open: async (page, api) => {
      const documents = (await readJson(api, '/documents?page_size=50')) as readonly Item[];
      const document = [...documents].sort((a, b) => filled(b) - filled(a))[0];
      if (document === undefined) throw new Error('the demo data has no document');
      await navigateInApp(page, '/documents');
      await page.getByRole('button', { name: new RegExp(`^(Modifica|Edit) ${String(document.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
      return { submit: page.getByRole('dialog').getByRole('button', { name: /^(Salva|Save)$/ }), read: () => readJson(api, `/documents/${String(document.id)}`) };
    },
  },
  ...[/^(Salva|Save)$/, /^(Salva il mittente|Save the sender)$/, /^(Salva la chiave delle mappe|Save the maps key)$/].map(
    (name): Elsewhere => ({
      name: `settings: ${name.source}`,
      open: async (page, api) => {
        await navigateInApp(page, '/settings/general');
        const read = async (): Promise<Json> => ({ preferences: await readJson(api, '/users/me/preferences'), settings: await readJson(api, '/settings') });
        return { submit: page.locator('main').getByRole('button', { name }), read };
      },
    }),
  ),
];

/** Each step's outcome, logged (the report's measurements) and kept when something was lost. */
const findings = () => {
  const lost: string[] = [];
  let since = Date.now();
  return {
    lost,
    report: (name: string, write: string, changed: readonly string[]): void => {
      const problems = [...(write.startsWith('not saved') ? [write] : []), ...changed];
      console.log(`${name} (${write}, ${Date.now() - since} ms): ${problems.length === 0 ? 'unchanged' : problems.join('; ')}`);
      since = Date.now();
      if (problems.length > 0) lost.push(`${name}: ${problems.join('; ')}`);
    },
  };
};

test.describe('edits never lose data', () => {
  // One browser page and one sign-in for the whole walk; three steps, each with its own time (not serial: a step
  // that finds a loss must not skip the others).
  let page: Page;
  let api: SignedInApi;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signInAs(page, 'admin');
    api = signedInApi(page);
    // Goals and packages answer after a login to their protected section (x-section in the contract).
    expect((await api.post('/access', { section: 'evaluators', password: DEMO_PASSWORD })).status()).toBe(201);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('every edit route of the route table, saved unchanged, leaves its record as it was', async () => {
    // 33 screens: under a minute on an idle machine, several on a busy one.
    test.setTimeout(240_000);
    const { lost, report } = findings();
    for (const route of EDIT_ROUTES) {
      const target = await targetOf(api, route);
      const before = await target.read();
      await navigateInApp(page, target.path);
      const write = await tryToSave(page, screenSave(page));
      report(`${route.path} ${target.path}`, write, differences(before, await target.read()));
    }
    expect(lost, 'records changed by a save without changes').toEqual([]);
  });

  test('the record kinds edited outside an edit route (dialogs, settings), saved unchanged, stay as they were', async () => {
    const { lost, report } = findings();
    for (const kind of ELSEWHERE) {
      const opened = await kind.open(page, api);
      const before = await opened.read();
      const write = await tryToSave(page, opened.submit);
      report(kind.name, write, differences(before, await opened.read()));
    }
    expect(lost, 'records changed by a save without changes').toEqual([]);
  });

  test("one field changed on each module's main edit screen changes that field only", async () => {
    // 15 modules, two saves each.
    test.setTimeout(240_000);
    const { lost, report } = findings();
    for (const route of ONE_PER_MODULE) {
      const target = await targetOf(api, route);
      const before = await target.read();
      await navigateInApp(page, target.path);
      const field = await firstTextField(page).catch(() => null);
      if (field === null) {
        report(`${route.path} ${target.path}`, 'not saved: no text field to change', []);
        continue;
      }
      const old = await field.inputValue();
      const edited = old === '' ? EDITED.trim() : `${old}${EDITED}`;
      await field.fill(edited);
      const write = await tryToSave(page, screenSave(page));
      const changed = differences(before, await target.read());
      // The field itself, and what the server derives from it alone (a profile's `name` from its business name).
      const onlyThat = changed.length > 0 && changed.every((change) => change.endsWith(` → ${JSON.stringify(edited)}`));
      report(`${route.path} ${target.path}, "${old}" → "${edited}"`, write, onlyThat ? [] : changed.length === 0 ? ['the change was not saved'] : changed);
      // Put the demo record back (other specs share the server), which is one more round trip: it must be as before.
      await navigateInApp(page, target.path);
      // The same field (the same place in the same screen) after the screen opens again.
      const again = field;
      await expect(again).toHaveValue(edited);
      await again.fill(old);
      const restored = await tryToSave(page, screenSave(page));
      report(`${route.path} ${target.path}, back to "${old}"`, restored, differences(before, await target.read()));
    }
    expect(lost, 'records changed beyond the one field edited').toEqual([]);
  });
});
