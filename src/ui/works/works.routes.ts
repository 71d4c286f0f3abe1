import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';

// Literal paths come before the parametrised ones: the first match wins.
export const WORKS_ROUTES: readonly AppRoute[] = [
  { path: '/works', layout: 'page', access: { module: 'works', permission: 'works.viewAny', tenantModule: 'works' }, screen: lazyScreen(() => import('./WorksListRoute.tsx'), ['works']) },
  { path: '/works/create', layout: 'create', access: { module: 'works', permission: 'works.create', tenantModule: 'works' }, screen: lazyScreen(() => import('./WorkCreateRoute.tsx'), ['works']) },
  // `/works/types` must precede `/works/:workId`, which would match it. Managing types is changing them: every
  // operator may list types (the work form picks one) but not manage them.
  { path: '/works/types', layout: 'page', access: { module: 'work_types', permission: 'work_types.update', tenantModule: 'works' }, screen: lazyScreen(() => import('./WorkTypesListRoute.tsx'), ['works']) },
  { path: '/works/types/create', layout: 'create', access: { module: 'work_types', permission: 'work_types.create', tenantModule: 'works' }, screen: lazyScreen(() => import('./WorkTypeCreateRoute.tsx'), ['works']) },
  { path: '/works/types/:typeId/edit', layout: 'edit', access: { module: 'work_types', permission: 'work_types.update', tenantModule: 'works' }, screen: lazyScreen(() => import('./WorkTypeEditRoute.tsx'), ['works']) },
  { path: '/works/:workId', layout: 'page', access: { module: 'works', permission: 'works.view', tenantModule: 'works' }, screen: lazyScreen(() => import('./WorkDetailRoute.tsx'), ['works']) },
  { path: '/works/:workId/edit', layout: 'edit', access: { module: 'works', permission: 'works.update', tenantModule: 'works' }, screen: lazyScreen(() => import('./WorkEditRoute.tsx'), ['works']) },
];
