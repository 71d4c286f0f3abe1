import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';

// The evaluators section (spec §2), titled by the tenant (TPM or Valutazioni). Literal paths come before the
// parametrised ones: the first match wins.
export const EVALUATORS_ROUTES: readonly AppRoute[] = [
  { path: '/evaluators', layout: 'page', access: { module: 'packages', permission: 'packages.viewAny', tenantModule: 'evaluators' }, screen: lazyScreen(() => import('./PackagesListRoute.tsx'), ['evaluators']) },
  { path: '/evaluators/goals', layout: 'page', access: { module: 'goals', permission: 'goals.viewAny', tenantModule: 'evaluators' }, screen: lazyScreen(() => import('./GoalsListRoute.tsx'), ['evaluators']) },
  { path: '/evaluators/goals/create', layout: 'create', access: { module: 'goals', permission: 'goals.create', tenantModule: 'evaluators' }, screen: lazyScreen(() => import('./GoalCreateRoute.tsx'), ['evaluators']) },
  { path: '/evaluators/goals/:goalId', layout: 'page', access: { module: 'goals', permission: 'goals.view', tenantModule: 'evaluators' }, screen: lazyScreen(() => import('./GoalDetailRoute.tsx'), ['evaluators']) },
  { path: '/evaluators/goals/:goalId/edit', layout: 'edit', access: { module: 'goals', permission: 'goals.update', tenantModule: 'evaluators' }, screen: lazyScreen(() => import('./GoalEditRoute.tsx'), ['evaluators']) },
  { path: '/evaluators/packages/create', layout: 'create', access: { module: 'packages', permission: 'packages.create', tenantModule: 'evaluators' }, screen: lazyScreen(() => import('./PackageCreateRoute.tsx'), ['evaluators']) },
  { path: '/evaluators/packages/:packageId', layout: 'page', access: { module: 'packages', permission: 'packages.view', tenantModule: 'evaluators' }, screen: lazyScreen(() => import('./PackageDetailRoute.tsx'), ['evaluators']) },
  { path: '/evaluators/packages/:packageId/edit', layout: 'edit', access: { module: 'packages', permission: 'packages.update', tenantModule: 'evaluators' }, screen: lazyScreen(() => import('./PackageEditRoute.tsx'), ['evaluators']) },
];
