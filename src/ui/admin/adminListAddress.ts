import { USER_STATUSES } from '../../domain/statuses.ts';
import type { RoleFilters, UserFilters } from '../../machines/records/adminQueries.ts';
import type { TeamFilters } from '../../machines/records/users.logic.ts';
import { encodeListPlace, type ListAddressOptions } from '../components/listAddress.ts';

// The users, roles and team lists keep their search and filters in the address, as the other lists do: opening a user and
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

/** The team leader whose team the related-users list shows (with their name, for the picker). */
export const TEAM_ADDRESS: ListAddressOptions<TeamFilters> = { filters: ['leaderId', 'leaderName'] };

/** The related-users list showing this leader's team: where linking members to them ends. */
export const teamListPath = (leaderId: string, leaderName: string | null): string =>
  `/settings/related-users?${encodeListPlace({ page: 1, sort: null, filters: { leaderId, leaderName } }, TEAM_ADDRESS)}`;
