import type { PermissionEntry } from '../../permissions/catalogue.ts';

// Rules of roles (contract Role, updateRole, deleteRole).

export const BUILT_IN_ROLES: ReadonlySet<string> = new Set(['admin', 'sub_admin', 'supervisor', 'operator']);
export const ADMIN = 'admin';

export const MESSAGES = {
  renameBuiltIn: 'A built-in role cannot be renamed.',
  adminPermissions: 'The admin role always holds every permission; its permissions cannot be changed.',
  deleteBuiltIn: 'A built-in role cannot be deleted.',
  inUse: 'This role is still given to users and cannot be deleted.',
  nameTaken: 'The name has already been taken.',
} as const;

export const isBuiltIn = (name: string): boolean => BUILT_IN_ROLES.has(name);

/** Permission names the contract does not know (422). */
export function unknownPermissions(requested: readonly string[], catalogue: readonly PermissionEntry[]): string[] {
  const known = new Set(catalogue.map((p) => p.name));
  return requested.filter((p) => !known.has(p));
}
