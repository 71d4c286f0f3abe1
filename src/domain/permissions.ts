import type { UserRole } from './constants/userRoles.ts';

/** Permission modules of spec §6: the server's list first, then the keys only the interface checks. */
export const PERMISSION_MODULES = [
  'agents',
  'articles',
  'brands',
  'calendar_subscriptions',
  'calendars',
  'categories',
  'characteristic_values',
  'characteristics',
  'customers',
  'evaluator',
  'events',
  'leads',
  'phases',
  'preferences',
  'price_lists',
  'profile_categories',
  'profiles',
  'recipients',
  'roles',
  'sales-reports',
  'settings',
  'suppliers',
  'task_types',
  'tasks',
  'user_vacation_hours',
  'users',
  'vacations',
  'warehouses',
  'work_types',
  'works',
  'documents',
  'evaluators',
  'goals',
  'packages',
  'companies',
  'proposals',
  'samples',
  'quotes',
  'sectionAccesses',
  'statistics',
  'audit_log',
  // imports.run: spreadsheet imports (issue 34); the kind's own create permission is checked as well.
  'imports',
] as const;

export type PermissionModule = (typeof PERMISSION_MODULES)[number];

/** Generic actions plus the module-specific ones of spec §6 (packages.management, companies.viewCompanyUsers, samples.approve). */
export const PERMISSION_ACTIONS = [
  'create',
  'delete',
  'update',
  'view',
  'viewAny',
  'subscribeToOthersCalendars',
  'changeStatus',
  'notes',
  'management',
  'viewCompanyUsers',
  'approve',
  // settings.export: the tenant's whole data as one zip (issue 33).
  'export',
  'run',
] as const;

export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export type PermissionKey = `${PermissionModule}.${PermissionAction}`;

/** `module.action`, the form the server names permissions in (e.g. `events.viewAny`). */
export const permissionKey = (module: PermissionModule, action: PermissionAction): PermissionKey =>
  `${module}.${action}`;

/** The admin role has every permission (spec §6); every other role only the ones it was granted. */
export const can = (permissions: ReadonlySet<string>, role: UserRole | null | undefined, key: PermissionKey): boolean =>
  role === 'admin' || permissions.has(key);

/**
 * A module is switched on when its bare name is among the permissions (spec §6). No role short-circuit
 * here: enablement is per tenant, and an admin of a tenant without the module must not see it.
 */
export const isModuleEnabled = (permissions: ReadonlySet<string>, module: PermissionModule): boolean =>
  permissions.has(module);
