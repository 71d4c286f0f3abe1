import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';

// Literal paths come before the parametrised ones: the first match wins.
export const TASKS_ROUTES: readonly AppRoute[] = [
  { path: '/tasks', layout: 'page', access: { module: 'tasks', permission: 'tasks.viewAny', tenantModule: 'tasks' }, screen: lazyScreen(() => import('./TasksListRoute.tsx'), ['tasks']) },
  { path: '/tasks/create', layout: 'create', access: { module: 'tasks', permission: 'tasks.create', tenantModule: 'tasks' }, screen: lazyScreen(() => import('./TaskCreateRoute.tsx'), ['tasks']) },
  { path: '/tasks/running', layout: 'page', access: { module: 'tasks', permission: 'tasks.viewAny', tenantModule: 'tasks' }, screen: lazyScreen(() => import('./RunningTasksRoute.tsx'), ['tasks']) },
  // Managing types is changing them: every operator may list types (the task form picks one) but not manage them.
  { path: '/tasks/types', layout: 'page', access: { module: 'task_types', permission: 'task_types.update', tenantModule: 'tasks' }, screen: lazyScreen(() => import('./TaskTypesListRoute.tsx'), ['tasks']) },
  { path: '/tasks/types/create', layout: 'create', access: { module: 'task_types', permission: 'task_types.create', tenantModule: 'tasks' }, screen: lazyScreen(() => import('./TaskTypeCreateRoute.tsx'), ['tasks']) },
  { path: '/tasks/types/:typeId/edit', layout: 'edit', access: { module: 'task_types', permission: 'task_types.update', tenantModule: 'tasks' }, screen: lazyScreen(() => import('./TaskTypeEditRoute.tsx'), ['tasks']) },
  { path: '/tasks/:taskId/edit', layout: 'edit', access: { module: 'tasks', permission: 'tasks.update', tenantModule: 'tasks' }, screen: lazyScreen(() => import('./TaskEditRoute.tsx'), ['tasks']) },
];
