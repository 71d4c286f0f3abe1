import { expect, test } from '@playwright/test';
import { isAllowed } from '../../src/ui/app/gate.ts';
import { APP_ROUTES } from '../../src/ui/app/routes.ts';
import type { AppRoute } from '../../src/ui/app/routeTypes.ts';
import { openInApp } from './support/inApp.ts';
import { readInEnglish } from './support/language.ts';
import { describeSlips, findFormatSlips } from './support/formatSlips.ts';
import { describeLeaks, languageLeaksIn, visibleTexts } from './support/languageLeaks.ts';
import { roleApi } from './support/roleApi.ts';
import { signedInApi, type SignedInApi } from './support/signedInApi.ts';
import { DEMO_PASSWORD } from './support/tenants.ts';
import { signInAs } from './support/signIn.ts';

// Walks THE route table (src/ui/app/routes.ts) as an operator and as an admin: every route the user may open shows
// its screen; every other one shows the no-access screen and no form. Routes with parameters are opened with a
// record of the demo data; a new parameter needs its sample here (the test fails and names it).

const firstId = async (api: SignedInApi, path: string, pick: (item: Record<string, unknown>) => unknown = (item) => item.id): Promise<string> => {
  const response = await api.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  const body: { data: readonly Record<string, unknown>[] } = await response.json();
  const first = body.data[0];
  if (first === undefined) throw new Error(`the demo data has nothing at ${path}`);
  return String(pick(first));
};

type SampleIds = Readonly<Record<string, string>>;

const FIRST_EVENT = '/calendars/fullcalendar-events?start=2000-01-01%2000:00:00&end=2100-01-01%2000:00:00&page_size=1';

/**
 * Parameter → a demo record id (read through the admin's API so every role opens the same record). A parameter whose
 * meaning depends on the section is named `section.param` (first path segment), e.g. `works.typeId`.
 */
const sampleIds = async (api: SignedInApi): Promise<SampleIds> => {
  // The newsletter keeps its provider's names: a list's id is `idList`, a group's `idGroup` (of that list).
  const listId = await firstId(api, '/newsletter/mailup/lists?page_size=1', (item) => item.idList);
  // Goals and packages answer after a login to their protected section (x-section in the contract).
  expect((await api.post('/access', { section: 'evaluators', password: DEMO_PASSWORD })).status(), 'POST /access').toBe(201);
  return {
    // A business workflow the operator may read (Processi filters them by module, processes/processGates.ts).
    machineId: 'vacationStatus',
    goalId: await firstId(api, '/goals?page_size=1'),
    packageId: await firstId(api, '/packages?page_size=1'),
    // A goal the first package assigns: the package's goal screen opens it, and so does the goal's own screen.
    'evaluators.goalId': await firstId(api, '/packages?page_size=1', (item) => (item.goals as readonly { id: number }[] | undefined)?.[0]?.id),
    workId: await firstId(api, '/works?page_size=1'),
    taskId: await firstId(api, '/tasks?page_size=1'),
    vacationId: await firstId(api, '/vacations?page_size=1'),
    hoursId: await firstId(api, '/user-vacation-hours?page_size=1'),
    'works.typeId': await firstId(api, '/work-types'),
    'tasks.typeId': await firstId(api, '/task-types'),
    // One event of the admin's selected calendars (both parameters name the same event).
    calendarId: await firstId(api, FIRST_EVENT, (item) => item.calendar_id),
    eventId: await firstId(api, FIRST_EVENT),
    articleId: await firstId(api, '/articles?page_size=1'),
    categoryId: await firstId(api, '/article-categories?page_size=1'),
    brandId: await firstId(api, '/article-brands?page_size=1'),
    divisionId: await firstId(api, '/article-divisions?page_size=1'),
    groupId: await firstId(api, '/article-groups?page_size=1'),
    lineId: await firstId(api, '/article-lines?page_size=1'),
    typeId: await firstId(api, '/article-types?page_size=1'),
    warehouseId: await firstId(api, '/warehouses?page_size=1'),
    priceListId: await firstId(api, '/price-lists?page_size=1'),
    quoteId: await firstId(api, '/quotes?page_size=1'),
    userId: await firstId(api, '/users?page_size=1'),
    mailId: await firstId(api, '/outbox?page_size=1'),
    roleId: await firstId(api, '/roles?page_size=1&exclude_admin=true'),
    'customers.profileId': await firstId(api, '/profiles?type=customer&page_size=1'),
    'leads.profileId': await firstId(api, '/profiles?type=lead&page_size=1'),
    'suppliers.profileId': await firstId(api, '/profiles?type=supplier&page_size=1'),
    companyId: await firstId(api, '/companies?page_size=1'),
    profileCategoryId: await firstId(api, '/profile-categories?page_size=1'),
    profileBrandId: await firstId(api, '/brands?page_size=1'),
    proposalId: await firstId(api, '/proposals?page_size=1'),
    sampleId: await firstId(api, '/samples?page_size=1'),
    'newsletter.listId': listId,
    'newsletter.groupId': await firstId(api, `/newsletter/mailup/lists/${listId}/groups?page_size=1`, (item) => item.idGroup),
    salesReportId: await firstId(api, '/sales-reports?page_size=1'),
    materialId: await firstId(api, '/materials?page_size=1'),
    interestId: await firstId(api, '/interests?page_size=1'),
  };
};

const concretePath = (route: AppRoute, ids: SampleIds): string =>
  route.path.replace(/:(\w+)/g, (_, name: string) => {
    const section = route.path.split('/')[1] ?? '';
    const id = ids[`${section}.${name}`] ?? ids[name];
    if (id === undefined) throw new Error(`route ${route.path}: no sample id for :${name} in route-walk.spec.ts`);
    return id;
  });

const accessOf = async (api: SignedInApi) => {
  const [me, permissions, settings] = await Promise.all([api.get('/users/me'), api.get('/users/me/permissions'), api.get('/settings')]);
  const user: { data: { role: { name: string } } } = await me.json();
  const granted: { data: readonly string[] } = await permissions.json();
  const tenantSettings: { data: readonly { key: string; value: unknown }[] } = await settings.json();
  const hidden = tenantSettings.data.find((setting) => setting.key === 'modules.hidden')?.value;
  const role = user.data.role.name;
  return {
    permissions: new Set(granted.data),
    role: role === 'admin' || role === 'sub_admin' || role === 'supervisor' || role === 'operator' ? role : null,
    hiddenModules: new Set(Array.isArray(hidden) ? hidden.filter((item): item is string => typeof item === 'string') : []),
  } as const;
};

const ACCESS_DENIED = /^(Accesso non consentito|No access)$/;
const NOT_FOUND = /^(Pagina non trovata|Page not found)$/;

test.describe('the route table, walked by role', () => {
  // The two walks are the suite's longest tests: one per worker, side by side (each worker reads the sample ids).
  test.describe.configure({ mode: 'parallel' });
  let ids: SampleIds;

  // The sample ids through the admin's API alone: no page, so no load of the app before the walks (each worker that
  // takes a walk runs this once).
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    ids = await sampleIds(await roleApi(context.request, 'admin'));
    await context.close();
  });

  // Language check (issue 31.2): every screen's visible text in both languages. The admin, who may open every
  // screen, walks in Italian (English words there are leaks) and in English (Italian words); the operator in Italian,
  // where the refusals are. The admin's walks, the longest tests, go in halves that the workers take side by side
  // (each half signs in once).
  const half = Math.ceil(APP_ROUTES.length / 2);
  type Walk = { readonly role: 'operator' | 'admin'; readonly language: 'it' | 'en'; readonly routes: typeof APP_ROUTES; readonly part: string };
  const walks: readonly Walk[] = [
    { role: 'operator', language: 'it', routes: APP_ROUTES, part: '' },
    ...(['en', 'it'] as const).flatMap((language): Walk[] => [
      { role: 'admin', language, routes: APP_ROUTES.slice(0, half), part: ', first half' },
      { role: 'admin', language, routes: APP_ROUTES.slice(half), part: ', second half' },
    ]),
  ];
  for (const { role, language, routes, part } of walks) {
    test(`${role} (${language}${part}): allowed routes show their screen, the others a refusal without a form`, async ({ page }) => {
      test.setTimeout(180_000);
      if (language === 'en') await readInEnglish(page);
      await signInAs(page, role);
      const access = await accessOf(signedInApi(page));
      // The page's heading: a screen's own title, or under Settings the layout's (the screen's title is an h2 there);
      // a refusal replaces the whole layout, so its title is the h1.
      const heading = page.getByRole('heading', { level: 1 }).last();
      const refused: string[] = [];
      for (const route of routes) {
        const path = concretePath(route, ids);
        // Each screen is read once its title has taken the focus (openInApp): the checks below then read this screen,
        // not the previous one still on the page, and pass at their first look instead of polling while it renders.
        // The walk starts on the dashboard, already open after the sign-in (its title took the focus then).
        if (new URL(page.url()).pathname !== path) await openInApp(page, path);
        if (isAllowed(route.access, access)) {
          await expect(heading, `${role} on ${path}`).toBeVisible();
          await expect(heading, `${role} on ${path}`).not.toHaveText(ACCESS_DENIED);
          await expect(heading, `${role} on ${path}`).not.toHaveText(NOT_FOUND);
        } else {
          refused.push(route.path);
          await expect(heading, `${role} on ${path}`).toHaveText(ACCESS_DENIED);
          await expect(page.locator('main form'), `${role} on ${path}`).toHaveCount(0);
        }
        const texts = await visibleTexts(page);
        expect.soft(describeLeaks(languageLeaksIn(texts, language)), `${language} words only: ${role} on ${path}`).toEqual([]);
        expect.soft(describeSlips(findFormatSlips(texts, language)), `${language} numbers and dates: ${role} on ${path}`).toEqual([]);
      }
      console.log(`${role}${part}: ${routes.length} routes walked, ${refused.length} refused`);
      // The demo roles' known shape: the admin holds every permission; the operator may not create works nor open
      // the developers' page of technical machines, but reads Processi (the workflows of the modules she uses).
      if (role === 'admin') expect(refused).toEqual([]);
      else {
        expect(refused).toEqual(expect.arrayContaining(['/works/create', '/processes/technical']));
        expect(refused).not.toContain('/processes');
        expect(refused).not.toContain('/processes/:machineId');
      }
    });
  }
});
