import { can, type PermissionKey } from '../../domain/permissions.ts';
import { useAccess } from '../app/sessionHooks.ts';

/** Whether the signed-in user holds `key` (admins hold every one): screens hide or disable what the user may not do. */
export const usePermission = (key: PermissionKey): boolean => {
  const access = useAccess();
  return can(access.permissions, access.role, key);
};
