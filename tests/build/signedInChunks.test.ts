import { describe, expect, it } from 'vitest';
import { GUEST_MODULES, signedInChunks, signedInGroups } from '../../build/signedInChunksPlugin.ts';
import { HOME_MODULES, LATER_MODULES, SIGNED_IN_MODULES } from '../../build/startupPreloadPlugin.ts';
import viteConfig from '../../vite.config.ts';

// The signed-in path's chunk groups (issue 36 point 4): which modules the toasts, shell and dashboard chunks take, and
// that what they take never makes a chunk the entry or a guest screen needs import them (/login's budget), nor two
// chunks import each other (evaluation order).

const [LAYOUT] = SIGNED_IN_MODULES;
const [TOASTER, BELL, MENU] = LATER_MODULES;
const [DASHBOARD, DASHBOARD_PREFETCH] = HOME_MODULES;
const [LOGIN] = GUEST_MODULES;

/** A module graph: each module with its static imports (ids are project-relative here). */
const GRAPH: Record<string, readonly string[]> = {
  'index.html': ['src/main.tsx'],
  'src/main.tsx': ['react', 'src/i18n/i18n.ts', 'src/ui/app/App.tsx'],
  'src/ui/app/App.tsx': ['react', 'src/ui/components/Button.tsx'],
  'src/ui/components/Button.tsx': ['react'],
  [LOGIN]: ['src/ui/components/Button.tsx', 'src/ui/components/TextField.tsx'],
  'src/ui/components/TextField.tsx': ['react', 'src/ui/components/Field.tsx'],
  'src/ui/components/Field.tsx': ['react'],
  [LAYOUT]: ['src/ui/app/menu/Menu.tsx', 'src/ui/components/TextField.tsx', 'lucide-react/icons/menu'],
  'src/ui/app/menu/Menu.tsx': ['react', 'src/ui/components/Button.tsx', 'lucide-react/icons/menu'],
  'lucide-react/icons/menu': ['lucide-react/createLucideIcon'],
  'lucide-react/createLucideIcon': ['react'],
  [TOASTER]: ['@ark-ui/react/toast'],
  '@ark-ui/react/toast': ['react'],
  [BELL]: ['src/ui/app/menu/Menu.tsx', 'src/ui/components/Popover.tsx', 'src/ui/components/DataList.tsx'],
  'src/ui/components/Popover.tsx': ['@zag-js/popper'],
  [MENU]: ['@zag-js/menu', '@zag-js/popper'],
  [DASHBOARD]: ['src/ui/dashboard/TasksPanel.tsx', 'src/ui/app/menu/Menu.tsx'],
  [DASHBOARD_PREFETCH]: ['src/machines/records/dashboardReads.ts', 'src/i18n/i18n.ts'],
  'src/ui/dashboard/TasksPanel.tsx': ['src/machines/records/dashboardReads.ts', 'src/ui/components/DataList.tsx'],
  'src/machines/records/dashboardReads.ts': ['effect'],
  'src/ui/components/DataList.tsx': ['react'],
  'src/ui/tasks/TasksRoute.tsx': ['src/ui/components/DataList.tsx', 'src/ui/tasks/TaskForm.tsx'],
};

const graph = { entries: ['index.html'], importedIds: (id: string) => GRAPH[id] ?? [] };
const groups = signedInGroups(graph, (module) => module);

describe('signed-in chunk groups', () => {
  it('the toasts, which every page asks for (a guest’s too), are a group of their own: a guest never loads the shell', () => {
    expect([...groups.toasts].sort()).toEqual([TOASTER, '@ark-ui/react/toast'].sort());
  });

  it('the shell takes the layout with what it imports, the icons included, and not what it loads lazily (bell, menus)', () => {
    expect([...groups.shell].sort()).toEqual([LAYOUT, 'src/ui/app/menu/Menu.tsx', 'lucide-react/icons/menu', 'lucide-react/createLucideIcon'].sort());
  });

  it('the bell and the top bar menus come last, without what the shell or the dashboard already bring', () => {
    expect([...groups.later].sort()).toEqual([BELL, MENU, 'src/ui/components/Popover.tsx', '@zag-js/popper', '@zag-js/menu'].sort());
  });

  it('the panels\' early reads are a small group before the shell: they run without waiting for the shell to be evaluated', () => {
    expect([...groups.panelReads].sort()).toEqual([DASHBOARD_PREFETCH, 'src/machines/records/dashboardReads.ts', 'effect'].sort());
  });

  it('the dashboard takes what it adds to the shell and the early reads: its panels and what they import', () => {
    expect([...groups.home].sort()).toEqual([DASHBOARD, 'src/ui/dashboard/TasksPanel.tsx', 'src/ui/components/DataList.tsx'].sort());
  });

  it('takes nothing the entry or a guest screen loads: /login never loads the signed-in chunks', () => {
    for (const module of ['react', 'src/main.tsx', 'src/i18n/i18n.ts', 'src/ui/components/Button.tsx', 'src/ui/components/TextField.tsx', 'src/ui/components/Field.tsx', LOGIN]) {
      expect([groups.toasts, groups.panelReads, groups.shell, groups.home, groups.later].some((group) => group.has(module))).toBe(false);
    }
  });

  it('no cycle: every import of a group’s module is in that group, an earlier group or what guests load', () => {
    const order = [groups.toasts, groups.panelReads, groups.shell, groups.home, groups.later];
    const guests = (id: string) => order.every((group) => !group.has(id));
    order.forEach((group, index) => {
      for (const id of group) for (const imported of graph.importedIds(id)) expect(guests(imported) || order.slice(0, index + 1).some((earlier) => earlier.has(imported))).toBe(true);
    });
  });

  it('is part of the build: the plugin, and the groups first among the chunk groups (before the Effect ones)', () => {
    const names = (viteConfig.plugins ?? []).flat().map((plugin) => (plugin !== null && typeof plugin === 'object' && 'name' in plugin ? plugin.name : undefined));
    expect(names).toContain(signedInChunks().plugin.name);
    const configured = viteConfig.build?.rolldownOptions?.output;
    const codeSplitting = !Array.isArray(configured) && typeof configured?.codeSplitting === 'object' ? configured.codeSplitting : undefined;
    expect(codeSplitting?.groups?.slice(0, 5).map((group) => group.name)).toEqual(['toasts', 'panel-reads', 'shell', 'home', 'later']);
  });
});
