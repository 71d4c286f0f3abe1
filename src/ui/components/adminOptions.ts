import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { listCompanies } from '../../api/companies.ts';
import { listRoles, type Role } from '../../api/roles.ts';
import { listAvailableRelatedUsers, listUsers } from '../../api/users.ts';

// Option loaders for the administration pickers: one page per typed text.

type PageOf<Item> = { items: Item[]; meta: { currentPage: number; lastPage: number; perPage: number; total: number } };

const toOptions =
  <Item,>(value: (item: Item) => string, label: (item: Item) => string) =>
  (page: PageOf<Item>) => ({ items: page.items.map((item) => ({ value: value(item), label: label(item) })), meta: page.meta });

const searchOf = (search: string) => (search ? { search } : {});

/** How a role reads in a picker (`roleText` bound to the screen's language). */
type RoleWords = (role: { readonly name: string; readonly label: string }) => string;

/** Roles by id (user forms); `excludeAdmin` for a sub-administrator, who may not hand out the admin role. */
export const roleOptions = (client: ApiClient, excludeAdmin: boolean, words: RoleWords) => (search: string) =>
  Effect.map(listRoles(client, { pageSize: 50, excludeAdmin, ...searchOf(search) }), toOptions((role: Role) => String(role.id), words));

/** Roles by name (the user list's filter takes a role name). */
export const roleNameOptions = (client: ApiClient, words: RoleWords) => (search: string) =>
  Effect.map(listRoles(client, { pageSize: 50, ...searchOf(search) }), toOptions((role: Role) => role.name, words));

export const userOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listUsers(client, { pageSize: 20, ...searchOf(search) }), toOptions((user) => String(user.id), (user) => `${user.name} <${user.email}>`));

/** Users that may join the leader's team (not the leader, not already members). */
export const availableMemberOptions = (client: ApiClient, leaderId: number) => (search: string) =>
  Effect.map(listAvailableRelatedUsers(client, { userId: leaderId, pageSize: 20, ...searchOf(search) }), toOptions((user) => String(user.id), (user) => `${user.name} <${user.email}>`));

export const companyOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listCompanies(client, { pageSize: 20, ...searchOf(search) }), toOptions((company) => String(company.id), (company) => company.name));
