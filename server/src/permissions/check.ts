import type { Permission } from '../contract/operation.ts';
import type { AuthUser, TenantInfo } from '../http/context.ts';
import { forbidden, type Failure } from '../http/failure.ts';
import { message } from '../i18n/message.ts';
import { isHiddenFor } from './modules.ts';

/**
 * Keys a role may hold instead of the contract's: spec §6 shows the sales report list check both as
 * `sales-report.viewAny` and as `sales-reports.viewAny`, so either reading lists (the app's menu accepts both too).
 */
const READINGS: Readonly<Record<string, readonly string[]>> = { 'sales-reports.viewAny': ['sales-report.viewAny'] };

/** The other keys that grant a permission (none for most). */
export const otherReadings = (permission: string): readonly string[] => READINGS[permission] ?? [];

/** Whether the user holds a permission in this tenant: admin holds all; a hidden module grants nothing. */
export function can(user: AuthUser, tenant: TenantInfo, permission: string): boolean {
  if (isHiddenFor(permission, tenant.hiddenModules)) return false;
  return user.isAdmin || user.permissions.has(permission) || otherReadings(permission).some((key) => user.permissions.has(key));
}

/** The generic `x-permission` check of the pipeline; null = allowed. */
export function checkPermission(permission: Permission, user: AuthUser, tenant: TenantInfo): Failure | null {
  switch (permission.kind) {
    case 'public':
    case 'self':
      return null;
    case 'key':
      // Its own words and code, not a conflict or a generic refusal: the module is switched off, not the user refused.
      if (isHiddenFor(permission.key, tenant.hiddenModules))
        return { ...forbidden(message('permissions.moduleOff')), extra: { code: 'module_disabled' } };
      return can(user, tenant, permission.key) ? null : forbidden();
  }
}
