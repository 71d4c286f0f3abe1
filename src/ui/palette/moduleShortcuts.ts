import type { Access } from '../../machines/session/session.connect.ts';
import { isAllowed } from '../app/gate.ts';
import { MENU_ENTRIES, type MenuEntry } from '../app/menu/menuEntries.ts';
import type { AppRoute } from '../app/routeTypes.ts';

// The module a `g` letter goes to, and the "new" screen of the module being looked at.

/** `g` + letter → menu entry id. Letters follow the English names (the list shows both languages' labels). */
export const GO_TO: Readonly<Record<string, string>> = {
  d: 'dashboard',
  c: 'calendar',
  p: 'profiles',
  w: 'works',
  t: 'tasks',
  a: 'articles',
  l: 'priceLists',
  q: 'quotes',
  o: 'proposals',
  s: 'samples',
  v: 'vacations',
  r: 'salesReports',
  m: 'documents',
  e: 'settings',
};

export type GoToShortcut = { readonly letter: string; readonly entry: MenuEntry };

/** The `g` shortcuts the user may use: their menu entry has a screen and is allowed. */
export function goToShortcuts(access: Access, hasScreen: (path: string) => boolean): GoToShortcut[] {
  return Object.entries(GO_TO).flatMap(([letter, id]) => {
    const entry = MENU_ENTRIES.find((e) => e.id === id);
    return entry && hasScreen(entry.route) && isAllowed(entry, access) ? [{ letter, entry }] : [];
  });
}

/** Modules whose "new" screen is not `/<first segment>/create`. */
const CREATE_OF: Readonly<Record<string, string>> = {
  profiles: '/customers/create',
  calendar: '/calendar/events/create',
  newsletter: '/newsletter/lists/create',
  evaluators: '/evaluators/goals/create',
  settings: '',
};

/** The create route of the module at `path` that the user may open, or null. */
export function createRouteFor(path: string, access: Access, routes: readonly AppRoute[]): string | null {
  const segment = path.split('/').find((s) => s !== '');
  if (!segment) return null;
  const target = CREATE_OF[segment] ?? `/${segment}/create`;
  const route = routes.find((r) => r.path === target);
  return route && isAllowed(route.access, access) ? target : null;
}
