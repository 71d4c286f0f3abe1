import { lazyScreen, type Screen } from './lazyScreen.ts';

/** How a screen is framed inside the authenticated layout (spec §2: authenticated, create, edit, settings). */
export type RouteLayout = 'page' | 'create' | 'edit' | 'settings';

export type AppRoute = {
  /** wouter pattern, absolute. */
  readonly path: string;
  readonly layout: RouteLayout;
  readonly screen: Screen;
  /** Collapse the side menu on this route (not on narrow screens). */
  readonly collapseMenu?: boolean;
};

/**
 * Every screen inside the authenticated layout. Adding a module's screen here is what makes its menu, Add panel
 * and settings entries appear (they render only when their route has a screen).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/dashboard', layout: 'page', screen: lazyScreen(() => import('../dashboard/DashboardRoute.tsx'), ['dashboard']) },
  { path: '/settings/general', layout: 'settings', screen: lazyScreen(() => import('../settings/GeneralSettingsRoute.tsx'), ['settings']) },
  { path: '/settings/appearance', layout: 'settings', screen: lazyScreen(() => import('../settings/AppearanceSettingsRoute.tsx'), ['settings']) },
  { path: '/processes', layout: 'page', screen: lazyScreen(() => import('../processes/ProcessesRoute.tsx'), ['processes']) },
  { path: '/processes/:machineId', layout: 'page', screen: lazyScreen(() => import('../processes/ProcessesRoute.tsx'), ['processes']) },
  // Works and tasks (spec §2). Literal paths come before the parametrised ones: the first match wins.
  { path: '/works', layout: 'page', screen: lazyScreen(() => import('../works/WorksListRoute.tsx'), ['works']) },
  { path: '/works/create', layout: 'create', screen: lazyScreen(() => import('../works/WorkCreateRoute.tsx'), ['works']) },
  { path: '/works/types/create', layout: 'create', screen: lazyScreen(() => import('../works/WorkTypeCreateRoute.tsx'), ['works']) },
  { path: '/works/:workId', layout: 'page', screen: lazyScreen(() => import('../works/WorkDetailRoute.tsx'), ['works']) },
  { path: '/works/:workId/edit', layout: 'edit', screen: lazyScreen(() => import('../works/WorkEditRoute.tsx'), ['works']) },
  { path: '/tasks', layout: 'page', screen: lazyScreen(() => import('../tasks/TasksListRoute.tsx'), ['tasks']) },
  { path: '/tasks/create', layout: 'create', screen: lazyScreen(() => import('../tasks/TaskCreateRoute.tsx'), ['tasks']) },
  { path: '/tasks/running', layout: 'page', screen: lazyScreen(() => import('../tasks/RunningTasksRoute.tsx'), ['tasks']) },
  { path: '/tasks/types/create', layout: 'create', screen: lazyScreen(() => import('../tasks/TaskTypeCreateRoute.tsx'), ['tasks']) },
  { path: '/tasks/:taskId/edit', layout: 'edit', screen: lazyScreen(() => import('../tasks/TaskEditRoute.tsx'), ['tasks']) },
];

const ROUTE_PATHS = new Set(APP_ROUTES.map((route) => route.path));

/** Whether a menu/panel/settings entry's route has a screen yet. `/settings` redirects to its first screen. */
export const hasScreen = (path: string): boolean => ROUTE_PATHS.has(path) || (path === '/settings' && ROUTE_PATHS.has('/settings/general'));
