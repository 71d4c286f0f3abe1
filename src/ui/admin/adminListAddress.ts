import { USER_STATUSES } from '../../domain/statuses.ts';
import type { RoleFilters, UserFilters } from '../../machines/records/adminQueries.ts';
import type { ListAddressOptions } from '../components/listAddress.ts';

// The users and roles lists keep their search and filters in the address, as the other lists do: opening a user and
// coming Back (or reloading, or sharing the link) shows the same list instead of the whole one again.

/** Search, role (with its label, for the picker) and status. */
export const USERS_ADDRESS: ListAddressOptions<UserFilters> = {
  filters: ['search', 'role', 'roleLabel', 'status'],
  parseFilters: (raw) => ({ ...raw, status: USER_STATUSES.find((status) => status === raw['status']) ?? null }),
};

/** Search and "hide the administrator role" (written only when on). */
export const ROLES_ADDRESS: ListAddressOptions<RoleFilters> = {
  filters: ['search', 'excludeAdmin'],
  parseFilters: (raw) => ({ ...(raw['search'] === undefined ? {} : { search: raw['search'] }), excludeAdmin: raw['excludeAdmin'] === 'true' }),
};
