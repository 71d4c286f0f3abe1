import { describe, expect, it } from 'vitest';
import type { Access } from '../../../src/machines/session/session.connect.ts';
import { ADD_ENTRIES } from '../../../src/ui/app/menu/addEntries.ts';
import { isMenuCollapsed } from '../../../src/ui/app/menu/menuCollapse.ts';
import { MENU_ENTRIES } from '../../../src/ui/app/menu/menuEntries.ts';
import { evaluatorsTitle, visibleMenuEntries } from '../../../src/ui/app/menu/visibleMenuEntries.ts';
import { isAllowed, switchedOffModule } from '../../../src/ui/app/gate.ts';
import { addPanelEntries } from '../../../src/ui/app/menu/addPanelEntries.ts';

const everyScreen = () => true;

const allModules: string[] = MENU_ENTRIES.flatMap((entry) =>
  [entry.module, entry.permission, ...(entry.anyPermission ?? [])].flatMap((key) => (key === undefined ? [] : [key])),
);

const access = (overrides: Partial<Access> = {}): Access => ({
  permissions: new Set(allModules),
  role: 'operator',
  hiddenModules: new Set(),
  ...overrides,
});

const ids = (a: Access, hasScreen: (route: string) => boolean = everyScreen) => visibleMenuEntries(MENU_ENTRIES, a, hasScreen).map((entry) => entry.id);

describe('side menu table', () => {
  it('shows every entry to a user holding every module and permission', () => {
    expect(ids(access())).toEqual(MENU_ENTRIES.map((entry) => entry.id));
  });

  it('hides the tenant-hidden sections (borgo: proposals, samples, statistics; cantiere: vacations)', () => {
    const borgo = ids(access({ hiddenModules: new Set(['proposals', 'samples', 'statistics']) }));
    expect(borgo).not.toContain('proposals');
    expect(borgo).not.toContain('samples');
    expect(borgo).not.toContain('statistics');
    expect(borgo).toContain('vacations');
    expect(ids(access({ hiddenModules: new Set(['vacations']) }))).not.toContain('vacations');
  });

  it('needs the module enabled even for an admin, and the permission unless admin', () => {
    const noTasksModule = access({ role: 'admin', permissions: new Set(allModules.filter((p) => p !== 'tasks')) });
    expect(ids(noTasksModule)).not.toContain('tasks');
    const moduleOnly = access({ permissions: new Set(['tasks']) });
    expect(ids(moduleOnly)).toEqual(['dashboard', 'settings', 'processes']);
    expect(ids({ ...moduleOnly, role: 'admin' })).toEqual(['dashboard', 'tasks', 'settings', 'processes']);
  });

  it('accepts either reading of the sales report list check (spec §6: sales-report.viewAny or sales-reports.viewAny)', () => {
    const base = ['sales-reports'];
    expect(ids(access({ permissions: new Set([...base, 'sales-report.viewAny']) }))).toContain('salesReports');
    expect(ids(access({ permissions: new Set([...base, 'sales-reports.viewAny']) }))).toContain('salesReports');
    expect(ids(access({ permissions: new Set(base) }))).not.toContain('salesReports');
    expect(ids(access({ permissions: new Set(base), role: 'admin' }))).toContain('salesReports');
    expect(isAllowed({ anyPermission: ['sales-reports.viewAny', 'sales-report.viewAny'] }, access({ permissions: new Set(['sales-report.viewAny']) }))).toBe(true);
    expect(isAllowed({ anyPermission: ['sales-reports.viewAny', 'sales-report.viewAny'] }, access({ permissions: new Set() }))).toBe(false);
  });

  it('renders only entries whose route has a screen', () => {
    expect(ids(access(), (route) => route === '/dashboard')).toEqual(['dashboard']);
  });

  it('titles evaluators by the tenant setting', () => {
    expect(evaluatorsTitle('TPM')).toBe('TPM');
    expect(evaluatorsTitle(null)).toBeNull();
    // The default setting names the default title, which each language words itself ("Evaluations" in English).
    expect(evaluatorsTitle('Valutazioni')).toBeNull();
  });
});

describe('Add panel table', () => {
  it('gates customer, supplier and lead by their create permissions', () => {
    const byId = (id: string) => ADD_ENTRIES.find((entry) => entry.id === id);
    const customers = byId('customer');
    expect(customers?.permission).toBe('customers.create');
    expect(byId('supplier')?.permission).toBe('suppliers.create');
    expect(byId('lead')?.permission).toBe('leads.create');
    const a = access({ permissions: new Set(['customers', 'customers.viewAny']) });
    expect(customers && isAllowed(customers, a)).toBe(false);
    expect(customers && isAllowed(customers, { ...a, permissions: new Set(['customers', 'customers.create']) })).toBe(true);
  });

  it('lists the entries of spec §2 in order', () => {
    expect(ADD_ENTRIES.map((entry) => entry.id)).toEqual([
      'event', 'customer', 'supplier', 'lead', 'company', 'work', 'task', 'taskType', 'workType', 'article', 'priceList',
      'goal', 'package', 'salesReport', 'quote', 'newsletterList', 'newsletterGroup', 'user',
    ]);
  });
});

describe('menu collapse (spec §2)', () => {
  it.each([
    [{ routeCollapses: true, narrow: false, expandedPreference: null }, true],
    [{ routeCollapses: true, narrow: true, expandedPreference: null }, false],
    [{ routeCollapses: false, narrow: false, expandedPreference: 'collapsed' }, true],
    [{ routeCollapses: false, narrow: false, expandedPreference: 'expanded' }, false],
    [{ routeCollapses: false, narrow: false, expandedPreference: null }, false],
  ])('%o → collapsed %s', (input, expected) => {
    expect(isMenuCollapsed(input)).toBe(expected);
  });
});

describe('why a route is refused', () => {
  it('names the switched-off module rather than blaming the user’s permissions', () => {
    const calendar = MENU_ENTRIES.find((entry) => entry.id === 'calendar');
    if (calendar === undefined) throw new Error('calendar entry missing');
    expect(switchedOffModule(calendar, access({ hiddenModules: new Set(['calendar']) }))).toBe('calendar');
    expect(switchedOffModule(calendar, access({ permissions: new Set() }))).toBeNull();
  });
});

describe('Add panel entries', () => {
  const shown = (a: Access) => addPanelEntries(ADD_ENTRIES, a, everyScreen).map(({ entry, switchedOff }) => `${entry.id}${switchedOff ? ' (off)' : ''}`);
  const everything = new Set(ADD_ENTRIES.flatMap((entry) => [entry.module, entry.permission].flatMap((key) => (key === undefined ? [] : [key]))));

  it('keeps the entries of a switched-off module in view, disabled, and drops those the user may not create', () => {
    const cantiere = shown(access({ permissions: everything, hiddenModules: new Set(['quotes']) }));
    expect(cantiere).toContain('quote (off)');
    expect(cantiere).toContain('task');
    const withoutQuotes = new Set([...everything].filter((key) => !key.startsWith('quotes')));
    expect(shown(access({ permissions: withoutQuotes, hiddenModules: new Set(['quotes']) })).some((id) => id.startsWith('quote'))).toBe(false);
  });

  it("shows the newsletter's entries disabled, with its own reason, to a person who switched their newsletter off", () => {
    const entries = addPanelEntries(ADD_ENTRIES, access({ permissions: everything }), everyScreen, true);
    const newsletter = entries.filter(({ entry }) => entry.tenantModule === 'newsletter');
    expect(newsletter.map(({ entry }) => entry.id)).toEqual(['newsletterList', 'newsletterGroup']);
    expect(newsletter.every(({ switchedOff, offBy }) => switchedOff && offBy === 'person')).toBe(true);
    // The rest stays usable, and with the newsletter on so do its entries.
    expect(entries.filter(({ entry }) => entry.tenantModule !== 'newsletter').every(({ switchedOff }) => !switchedOff)).toBe(true);
    expect(addPanelEntries(ADD_ENTRIES, access({ permissions: everything }), everyScreen, false).some(({ switchedOff }) => switchedOff)).toBe(false);
  });
});
