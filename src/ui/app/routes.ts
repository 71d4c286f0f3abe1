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
];

const ROUTE_PATHS = new Set(APP_ROUTES.map((route) => route.path));

/** Whether a menu/panel/settings entry's route has a screen yet. `/settings` redirects to its first screen. */
export const hasScreen = (path: string): boolean => ROUTE_PATHS.has(path) || (path === '/settings' && ROUTE_PATHS.has('/settings/general'));
