import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';

// Logins to protected sections (spec §4, §7): the list sits among the settings screens.
export const SECTION_ACCESS_ROUTES: readonly AppRoute[] = [
  {
    path: '/settings/section-access',
    layout: 'settings',
    access: { module: 'sectionAccesses', permission: 'sectionAccesses.viewAny' },
    screen: lazyScreen(() => import('./SectionAccessListRoute.tsx'), ['sectionAccess']),
  },
];
