import { can, type PermissionKey } from '../../domain/permissions.ts';
import { selectAccess } from '../../machines/session/session.selectors.ts';
import { SessionContext } from '../app/SessionContext.ts';

/** Whether the signed-in user holds `key` (admins hold every one): screens hide or disable what the user may not do. */
export const usePermission = (key: PermissionKey): boolean => {
  const access = SessionContext.useSelector(selectAccess);
  return can(access.permissions, access.role, key);
};
