import { lazyScreen, type Screen } from './lazyScreen.ts';
import { loadAuthenticatedLayout } from './startScreens.ts';

export type GuestRoute = { readonly path: string; readonly screen: Screen };

/** Guest-only routes (spec §2): a signed-in user is sent home. */
export const GUEST_ROUTES: readonly GuestRoute[] = [
  { path: '/login', screen: lazyScreen(() => import('../auth/LoginRoute.tsx'), ['auth']) },
  { path: '/join/:invitationId', screen: lazyScreen(() => import('../auth/JoinRoute.tsx'), ['auth']) },
  { path: '/password/reset', screen: lazyScreen(() => import('../auth/PasswordResetRoute.tsx'), ['auth']) },
  { path: '/password/set/:token', screen: lazyScreen(() => import('../auth/PasswordSetRoute.tsx'), ['auth']) },
];

export const TENANT_NOT_FOUND_SCREEN: Screen = lazyScreen(() => import('../auth/TenantNotFoundRoute.tsx'), ['auth']);

// The app shell (menus, Add panel) is its own chunk: /login does not load it (bundle budget).
export const AUTHENTICATED_LAYOUT: Screen = lazyScreen(loadAuthenticatedLayout, []);
