import type { PermissionEntry } from '../../permissions/catalogue.ts';
import { message } from '../../i18n/message.ts';

// Rules of roles (contract Role, updateRole, deleteRole).

export const BUILT_IN_ROLES: ReadonlySet<string> = new Set(['admin', 'sub_admin', 'supervisor', 'operator']);
export const ADMIN = 'admin';

export const MESSAGES = {
  renameBuiltIn: message('roles.renameBuiltIn'),
  adminPermissions: message('roles.adminPermissions'),
  deleteBuiltIn: message('roles.deleteBuiltIn'),
  inUse: message('roles.inUse'),
  nameTaken: message('roles.nameTaken'),
  ownRoleEditing: message('roles.ownRoleEditing'),
} as const;

/** What reaching the role editor takes: the module, the list, the record and the save (contract updateRole). */
export const ROLE_EDITING: readonly string[] = ['roles', 'roles.viewAny', 'roles.view', 'roles.update'];

/**
 * A save of one's own role that drops a key of role editing would lock the editor out of the screen that could undo
 * it (nobody but the tenant's admin could): refused, the names of the missing keys in the answer.
 */
export const editingKeysDropped = (permissions: readonly string[]): string[] => ROLE_EDITING.filter((p) => !permissions.includes(p));

export const isBuiltIn = (name: string): boolean => BUILT_IN_ROLES.has(name);

/** Permission names the contract does not know (422). */
export function unknownPermissions(requested: readonly string[], catalogue: readonly PermissionEntry[]): string[] {
  const known = new Set(catalogue.map((p) => p.name));
  return requested.filter((p) => !known.has(p));
}
