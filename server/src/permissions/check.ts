import type { Permission } from '../contract/operation.ts';
import type { AuthUser, TenantInfo } from '../http/context.ts';
import { forbidden, type Failure } from '../http/failure.ts';
import { isHiddenFor } from './modules.ts';

/** Whether the user holds a permission in this tenant: admin holds all; a hidden module grants nothing. */
export function can(user: AuthUser, tenant: TenantInfo, permission: string): boolean {
  if (isHiddenFor(permission, tenant.hiddenModules)) return false;
  return user.isAdmin || user.permissions.has(permission);
}

/** The generic `x-permission` check of the pipeline; null = allowed. */
export function checkPermission(permission: Permission, user: AuthUser, tenant: TenantInfo): Failure | null {
  switch (permission.kind) {
    case 'public':
    case 'self':
      return null;
    case 'key':
      if (isHiddenFor(permission.key, tenant.hiddenModules)) return forbidden('This module is not enabled for the tenant.');
      return can(user, tenant, permission.key) ? null : forbidden();
  }
}
