import { can, type PermissionKey } from '../../../domain/permissions.ts';
import { selectAccess } from '../../../machines/session/session.selectors.ts';
import { SessionContext } from '../../app/SessionContext.ts';
import type { NamedRecordAbilities, NamedRecordDescriptor, NamedRecordItem } from './namedRecordDescriptor.ts';

/** The signed-in user's create/update/delete abilities on a table of named records (a missing key: not offered). */
export const useNamedRecordAbilities = <Item extends NamedRecordItem, Input>(descriptor: NamedRecordDescriptor<Item, Input>): NamedRecordAbilities => {
  const access = SessionContext.useSelector(selectAccess);
  const holds = (key: PermissionKey | undefined) => key !== undefined && can(access.permissions, access.role, key);
  return { create: holds(descriptor.permissions.create), update: holds(descriptor.permissions.update), delete: holds(descriptor.permissions.delete) };
};
