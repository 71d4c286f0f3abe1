import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { resendInvitation } from '../../api/outbox.ts';
import {
  createUser,
  deleteUser,
  getUser,
  linkRelatedUsers,
  listRelatedUsers,
  listUsers,
  revokeUserSessions,
  unlinkRelatedUsers,
  updateUser,
  type RelatedUsersInput,
  type User,
  type UserInput,
  type UserUpdate,
} from '../../api/users.ts';
import { usersQuery, type UserFilters } from './adminQueries.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { sendUnlessUnchanged } from '../generic/unchangedSave.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';

// The tenant's users and teams (settings/users, settings/related-users) bound to the API (issue 32).

export const usersList = pagedListLogic<User, UserFilters>((client, { page, pageSize, filters }) => listUsers(client, { page, pageSize, ...usersQuery(filters) }));

export const userRecord = recordLogic<User>((client, id) => getUser(client, id));

/** An invitation: the user is created unregistered and gets a join link by mail. */
export const userInvite = formLogic<UserInput, User>((client, body) => createUser(client, body));

/** Saves a user's edit; `body: null` (the form holds what was loaded) sends nothing and answers null (unchangedSave.ts). */
export const userUpdate = formLogic<{ readonly id: number; readonly body: UserUpdate | null }, User | null>((client, { id, body }) =>
  sendUnlessUnchanged(body, (changed) => updateUser(client, id, changed)),
);

/** Deletes the user after the confirmation (payload: the user). */
export const userDeletion = confirmActionLogic<User, void>((client, user) => deleteUser(client, user.id));

/** Signs the user out everywhere (payload: their id). */
export const userSessionsRevocation = confirmActionLogic<number, void>((client, id) => revokeUserSessions(client, id));

/** A fresh join link for a user who has not joined yet (payload: their id); the earlier links stop working. */
export const invitationResend = confirmActionLogic<number, { readonly expiresAt: string; readonly mailStatus: string }>((client, id) => resendInvitation(client, id));

export type TeamFilters = { leaderId?: string | null; leaderName?: string | null };

const NO_TEAM = { items: [] as User[], meta: { currentPage: 1, lastPage: 1, perPage: 50, total: 0 } };

/** A team leader's members; no leader picked yet is an empty team, without a call. */
export const teamList = pagedListLogic<User, TeamFilters>((client, { page, pageSize, filters }) =>
  filters.leaderId ? listRelatedUsers(client, { page, pageSize, userId: Number(filters.leaderId) }) : Effect.succeed(NO_TEAM),
);

export const teamLink = formLogic<RelatedUsersInput, void>((client, body) => linkRelatedUsers(client, body));

export type TeamUnlinking = { readonly leaderId: number; readonly member: User };

export const teamUnlink = confirmActionLogic<TeamUnlinking, void>((client, { leaderId, member }) => unlinkRelatedUsers(client, { userId: leaderId, relatedUsers: [member.id] }));

/** The users picker (filing leave for someone else, filtering by person): one page per typed text, bound to the screen's client. */
export const userOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listUsers(client, { pageSize: 20, ...(search.trim() === '' ? {} : { search: search.trim() }) }), (page) => ({
    items: page.items.map((user) => ({ value: String(user.id), label: user.name })),
    meta: page.meta,
  }));

export type Person = { readonly id: number; readonly name: string };

/**
 * A person picker over a known list of people, without a call: a team leader who may not list the tenant's users
 * (no `users.viewAny`) picks among themselves and their team, which the session already knows.
 */
export const peopleOptions = (people: readonly Person[]) => (search: string) => {
  const wanted = search.trim().toLocaleLowerCase();
  const items = people.filter((person) => wanted === '' || person.name.toLocaleLowerCase().includes(wanted)).map((person) => ({ value: String(person.id), label: person.name }));
  return Effect.succeed({ items, meta: { currentPage: 1, lastPage: 1, perPage: Math.max(items.length, 1), total: items.length } });
};
