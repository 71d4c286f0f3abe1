import { describe, expect, it } from 'vitest';
import { dateFormatter } from '../../../src/domain/dateFormat.ts';
import type { Access } from '../../../src/machines/session/session.connect.ts';
import { ADD_ENTRIES } from '../../../src/ui/app/menu/addEntries.ts';
import { MENU_ENTRIES } from '../../../src/ui/app/menu/menuEntries.ts';
import { APP_ROUTES } from '../../../src/ui/app/routes.ts';
import { returnPathOf } from '../../../src/ui/components/returnPath.ts';
import { hitDetail, hitRoute, localItems } from '../../../src/ui/palette/paletteItems.ts';
import { foldText, matchesWords } from '../../../src/ui/palette/paletteText.ts';
import { createRouteFor, goToShortcuts } from '../../../src/ui/palette/moduleShortcuts.ts';

// Admins hold every permission but still need each module enabled (spec §6).
const modules = [...APP_ROUTES.map((r) => r.access), ...MENU_ENTRIES, ...ADD_ENTRIES].flatMap((g) => (g.module ? [g.module] : []));
const admin: Access = { permissions: new Set(modules), role: 'admin', hiddenModules: new Set() };
const operator: Access = {
  permissions: new Set(['tasks', 'tasks.viewAny', 'tasks.create', 'works', 'works.viewAny', 'works.view', 'profiles', 'profiles.viewAny', 'customers', 'customers.view']),
  role: 'operator',
  hiddenModules: new Set(),
};
const everyScreen = () => true;
const t = (key: string, options?: Record<string, unknown>) => `${key}${options?.label ? `:${String(options.label)}` : ''}`;
const routeOf = (path: string) => APP_ROUTES.find((r) => new RegExp(`^${r.path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(path));

describe('palette matching', () => {
  it('ignores case and accents and matches word prefixes', () => {
    expect(foldText('Città ÀÈ')).toBe('citta ae');
    expect(matchesWords('Go to vacations and leave', 'go vac')).toBe(true);
    expect(matchesWords('Vai a Ferie e permessi', 'FERIE')).toBe(true);
    expect(matchesWords('Città Alta', 'citta')).toBe(true);
    expect(matchesWords('Go to tasks', 'go vac')).toBe(false);
    expect(matchesWords('anything', '  ')).toBe(true);
  });
});

describe('palette actions and destinations', () => {
  it('offers the Add panel and the menu the user may use, filtered by the query', () => {
    const all = localItems('', admin, everyScreen, t).map((i) => i.key);
    expect(all).toContain('action-customer');
    expect(all).toContain('go-vacations');
    const operatorItems = localItems('', operator, everyScreen, t).map((i) => i.key);
    expect(operatorItems).toContain('action-task');
    expect(operatorItems).not.toContain('action-customer');
    expect(operatorItems).not.toContain('go-vacations');
    expect(localItems('vacations', admin, everyScreen, (key, o) => (key === 'palette:action.goTo' ? `Go to ${String(o?.label)}` : key === 'app:menu.vacations' ? 'Vacations and leave' : key)).map((i) => i.key)).toEqual(['go-vacations']);
  });

  it('opens each hit on its screen, or on its module list when that screen is not allowed', () => {
    const hit = { id: 7, title: 'x', subtitle: null, rank: 1, profileType: 'lead' as const, calendarId: null };
    const here = '/dashboard';
    expect(hitRoute('profiles', hit, admin, routeOf, here)).toBe('/leads/7');
    expect(hitRoute('profiles', { ...hit, profileType: 'customer' }, operator, routeOf, here)).toBe('/customers/7');
    expect(hitRoute('profiles', hit, operator, routeOf, here)).toBe('/profiles');
    expect(hitRoute('works', hit, operator, routeOf, here)).toBe('/works/7');
    expect(hitRoute('tasks', hit, operator, routeOf, here)).toBe('/tasks');
    expect(hitRoute('tasks', hit, admin, routeOf, here)).toBe('/tasks/7/edit');
    expect(hitRoute('events', { ...hit, calendarId: 3 }, admin, routeOf, here)).toBe('/calendar/3/events/7/edit?from=%2Fdashboard');
    expect(hitRoute('users', hit, admin, routeOf, here)).toBe('/users/7/edit');
  });

  it("opens an event's editor with the screen the palette was opened on to return to (`from`), its query kept", () => {
    const event = { id: 7, title: 'x', subtitle: null, rank: 1, profileType: null, calendarId: 3 };
    const route = hitRoute('events', event, admin, routeOf, '/customers/12?tab=events');
    expect(route).toBe('/calendar/3/events/7/edit?from=%2Fcustomers%2F12%3Ftab%3Devents');
    expect(returnPathOf(route.split('?')[1] ?? '', '/calendar')).toBe('/customers/12?tab=events');
    // An event without a calendar, or one the user may not open, leads to the calendar, with nothing to return to.
    expect(hitRoute('events', { ...event, calendarId: null }, admin, routeOf, '/works')).toBe('/calendar');
    expect(hitRoute('events', event, operator, routeOf, '/works')).toBe('/calendar');
  });
});

describe("a hit's second line", () => {
  it("tells apart a weekly meeting's hits by their date; whole days without a time; other kinds as they come", () => {
    const meeting = { subtitle: 'Davide Marino', start: '2026-11-30 09:00:00', allDay: false };
    expect(hitDetail(meeting, dateFormatter('it'))).toBe('Davide Marino · 30/11/2026 09:00');
    expect(hitDetail({ ...meeting, start: '2026-12-06 00:00:00', allDay: true }, dateFormatter('it'))).toBe('Davide Marino · 06/12/2026');
    expect(hitDetail({ subtitle: 'Torino', start: null, allDay: null }, dateFormatter('it'))).toBe('Torino');
    expect(hitDetail({ subtitle: 'Torino' }, dateFormatter('en'))).toBe('Torino');
  });
});

describe('module shortcuts', () => {
  it('lists the g letters of the modules the user may open', () => {
    const letters = (a: Access) => goToShortcuts(a, everyScreen).map((s) => s.letter);
    expect(letters(admin)).toEqual(expect.arrayContaining(['d', 't', 'w', 'c', 'v', 'p']));
    expect(letters(operator)).toEqual(expect.arrayContaining(['d', 't', 'w', 'p']));
    expect(letters(operator)).not.toContain('v');
  });

  it('finds the "new" screen of the current module when allowed', () => {
    expect(createRouteFor('/tasks', operator, APP_ROUTES)).toBe('/tasks/create');
    expect(createRouteFor('/works/12', operator, APP_ROUTES)).toBeNull();
    expect(createRouteFor('/works', admin, APP_ROUTES)).toBe('/works/create');
    expect(createRouteFor('/profiles', admin, APP_ROUTES)).toBe('/customers/create');
    expect(createRouteFor('/settings/general', admin, APP_ROUTES)).toBeNull();
    expect(createRouteFor('/', admin, APP_ROUTES)).toBeNull();
  });
});
