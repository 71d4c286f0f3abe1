import { lazyScreen } from '../app/lazyScreen.ts';
import type { AppRoute } from '../app/routeTypes.ts';

// Administration (issue 11): users, roles and permissions, team leaders, audit log. Literal paths first.
export const ADMIN_ROUTES: readonly AppRoute[] = [
  { path: '/settings/users', layout: 'settings', access: { module: 'users', permission: 'users.viewAny' }, screen: lazyScreen(() => import('./UsersListRoute.tsx'), ['admin']) },
  { path: '/users/create', layout: 'create', access: { module: 'users', permission: 'users.create' }, screen: lazyScreen(() => import('./UserCreateRoute.tsx'), ['admin']) },
  { path: '/users/:userId/edit', layout: 'edit', access: { module: 'users', permission: 'users.update' }, screen: lazyScreen(() => import('./UserEditRoute.tsx'), ['admin']) },
  { path: '/settings/roles', layout: 'settings', access: { module: 'roles', permission: 'roles.viewAny' }, screen: lazyScreen(() => import('./RolesListRoute.tsx'), ['admin']) },
  { path: '/roles/create', layout: 'create', access: { module: 'roles', permission: 'roles.create' }, screen: lazyScreen(() => import('./RoleCreateRoute.tsx'), ['admin']) },
  { path: '/roles/:roleId/edit', layout: 'edit', access: { module: 'roles', permission: 'roles.update' }, screen: lazyScreen(() => import('./RoleEditRoute.tsx'), ['admin']) },
  { path: '/settings/related-users', layout: 'settings', access: { module: 'users', permission: 'users.viewAny' }, screen: lazyScreen(() => import('./RelatedUsersRoute.tsx'), ['admin']) },
  { path: '/settings/related-users/create', layout: 'settings', access: { module: 'users', permission: 'users.update' }, screen: lazyScreen(() => import('./RelatedUsersCreateRoute.tsx'), ['admin']) },
  { path: '/settings/audit-log', layout: 'settings', access: { module: 'audit_log', permission: 'audit_log.viewAny' }, screen: lazyScreen(() => import('./AuditLogRoute.tsx'), ['admin']) },
];
