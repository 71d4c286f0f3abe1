import type { ComponentType } from 'react';
import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';

/** Every screen of the section behind its password gate (EvaluatorsGate.tsx), loaded with the gate's texts. */
const gated = (load: () => Promise<{ default: ComponentType }>) =>
  lazyScreen(
    () => Promise.all([load(), import('./EvaluatorsGate.tsx')]).then(([screen, gate]) => ({ default: gate.withEvaluatorsGate(screen.default) })),
    ['evaluators', 'sectionAccess'],
  );

// The evaluators section (spec §2), titled by the tenant (TPM or Valutazioni). Literal paths come before the
// parametrised ones: the first match wins.
export const EVALUATORS_ROUTES: readonly AppRoute[] = [
  { path: '/evaluators', layout: 'page', access: { module: 'packages', permission: 'packages.viewAny', tenantModule: 'evaluators' }, screen: gated(() => import('./PackagesListRoute.tsx')) },
  { path: '/evaluators/goals', layout: 'page', access: { module: 'goals', permission: 'goals.viewAny', tenantModule: 'evaluators' }, screen: gated(() => import('./GoalsListRoute.tsx')) },
  { path: '/evaluators/goals/create', layout: 'create', access: { module: 'goals', permission: 'goals.create', tenantModule: 'evaluators' }, screen: gated(() => import('./GoalCreateRoute.tsx')) },
  { path: '/evaluators/goals/:goalId', layout: 'page', access: { module: 'goals', permission: 'goals.view', tenantModule: 'evaluators' }, screen: gated(() => import('./GoalDetailRoute.tsx')) },
  { path: '/evaluators/goals/:goalId/edit', layout: 'edit', access: { module: 'goals', permission: 'goals.update', tenantModule: 'evaluators' }, screen: gated(() => import('./GoalEditRoute.tsx')) },
  { path: '/evaluators/packages/create', layout: 'create', access: { module: 'packages', permission: 'packages.create', tenantModule: 'evaluators' }, screen: gated(() => import('./PackageCreateRoute.tsx')) },
  { path: '/evaluators/packages/:packageId', layout: 'page', access: { module: 'packages', permission: 'packages.view', tenantModule: 'evaluators' }, screen: gated(() => import('./PackageDetailRoute.tsx')) },
  { path: '/evaluators/packages/:packageId/edit', layout: 'edit', access: { module: 'packages', permission: 'packages.update', tenantModule: 'evaluators' }, screen: gated(() => import('./PackageEditRoute.tsx')) },
  {
    path: '/evaluators/packages/:packageId/goals/:goalId',
    layout: 'page',
    access: { module: 'packages', permission: 'packages.view', tenantModule: 'evaluators' },
    screen: gated(() => import('./PackageGoalRoute.tsx')),
  },
];
