import { Effect } from 'effect';
import { listPermissions } from '../../api/me.ts';
import { createRole, deleteRole, getRole, listRoles, updateRole, type Role, type RoleInput, type RoleUpdate } from '../../api/roles.ts';
import { rolesQuery, type RoleFilters } from './adminQueries.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';

// The roles and the permission catalogue (settings/roles) bound to the API (issue 32).

export const rolesList = pagedListLogic<Role, RoleFilters>((client, { page, pageSize, filters }) => listRoles(client, { page, pageSize, ...rolesQuery(filters) }));

export const roleRecord = recordLogic<Role>((client, id) => getRole(client, id));

export const roleCreate = formLogic<RoleInput, Role>((client, body) => createRole(client, body));

export const roleUpdate = formLogic<{ readonly id: number; readonly body: RoleUpdate }, Role>((client, { id, body }) => updateRole(client, id, body));

/** A custom role nobody holds any more (the server answers 409 for a built-in role or one still given to users). */
export const roleDeletion = confirmActionLogic<Role, void>((client, role) => deleteRole(client, role.id));

/** Every permission of the tenant, for the role editor (one read, no paging: the record screen's id is not sent). */
export const permissionCatalogue = recordLogic((client) => Effect.map(listPermissions(client), (page) => page.items));
