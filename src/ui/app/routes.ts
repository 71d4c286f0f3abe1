import { NEWSLETTER_ROUTES } from '../newsletter/newsletter.routes.ts';
import { TASKS_ROUTES } from '../tasks/tasks.routes.ts';
import { WORKS_ROUTES } from '../works/works.routes.ts';
import { lazyScreen } from './lazyScreen.ts';
import type { AppRoute } from './routeTypes.ts';

export type { AppRoute, RouteLayout } from './routeTypes.ts';

const SHELL_ROUTES: readonly AppRoute[] = [
  { path: '/dashboard', layout: 'page', access: {}, screen: lazyScreen(() => import('../dashboard/DashboardRoute.tsx'), ['dashboard']) },
  { path: '/settings/general', layout: 'settings', access: {}, screen: lazyScreen(() => import('../settings/GeneralSettingsRoute.tsx'), ['settings']) },
  { path: '/settings/appearance', layout: 'settings', access: {}, screen: lazyScreen(() => import('../settings/AppearanceSettingsRoute.tsx'), ['settings']) },
  // Process owners (admins, supervisors) review the workflows: `users.viewAny` is what the seed gives both and not operators.
  { path: '/processes', layout: 'page', access: { permission: 'users.viewAny' }, screen: lazyScreen(() => import('../processes/ProcessesRoute.tsx'), ['processes']) },
  { path: '/processes/:machineId', layout: 'page', access: { permission: 'users.viewAny' }, screen: lazyScreen(() => import('../processes/ProcessesRoute.tsx'), ['processes']) },
];

/**
 * THE route table: every screen inside the authenticated layout, each module's routes in its own file
 * (`src/ui/<module>/<module>.routes.ts`). Adding a module's screen here is what makes its menu, Add panel and
 * settings entries appear (they render only when their route has a screen).
 */
export const APP_ROUTES: readonly AppRoute[] = [...SHELL_ROUTES, ...WORKS_ROUTES, ...TASKS_ROUTES, ...NEWSLETTER_ROUTES];

const ROUTE_PATHS = new Set(APP_ROUTES.map((route) => route.path));

/** Whether a menu/panel/settings entry's route has a screen yet. `/settings` redirects to its first screen. */
export const hasScreen = (path: string): boolean => ROUTE_PATHS.has(path) || (path === '/settings' && ROUTE_PATHS.has('/settings/general'));
