import { can, type PermissionKey } from '../../../domain/permissions.ts';
import type { NamedRecordAbilities, NamedRecordDescriptor, NamedRecordItem } from './namedRecordDescriptor.ts';
import { useAccess } from '../../app/sessionHooks.ts';

/** The signed-in user's create/update/delete abilities on a table of named records (a missing key: not offered). */
export const useNamedRecordAbilities = <Item extends NamedRecordItem, Input>(descriptor: NamedRecordDescriptor<Item, Input>): NamedRecordAbilities => {
  const access = useAccess();
  const holds = (key: PermissionKey | undefined) => key !== undefined && can(access.permissions, access.role, key);
  return { create: holds(descriptor.permissions.create), update: holds(descriptor.permissions.update), delete: holds(descriptor.permissions.delete) };
};
