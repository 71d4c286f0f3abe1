import { Effect } from 'effect';
import { listArticles } from '../../api/articles.ts';
import { TAXONOMY_CALLS, type TaxonomyKind } from '../../api/articleTaxonomy.ts';
import type { ApiClient } from '../../api/client.ts';
import { listCompanies } from '../../api/companies.ts';
import type { Page } from '../../api/envelope.ts';
import { listProfiles } from '../../api/profiles.ts';
import { listRoles, type Role } from '../../api/roles.ts';
import { listAvailableRelatedUsers, listUsers } from '../../api/users.ts';
import { listWarehouses } from '../../api/warehouses.ts';

// The shared pickers' choices (administration, catalogue, customers) bound to the API (issue 32): a screen hands
// `picker(client, …)` to its RemoteCombobox, one page per typed text (generic/pickerOptions.logic.ts).

// Administration pickers.

type PageOf<Item> = { items: Item[]; meta: { currentPage: number; lastPage: number; perPage: number; total: number } };

const toPageOptions =
  <Item,>(value: (item: Item) => string, label: (item: Item) => string) =>
  (page: PageOf<Item>) => ({ items: page.items.map((item) => ({ value: value(item), label: label(item) })), meta: page.meta });

const searchOf = (search: string) => (search ? { search } : {});

/** How a role reads in a picker (`roleText` bound to the screen's language). */
type RoleWords = (role: { readonly name: string; readonly label: string }) => string;

/** Roles by id (user forms); `excludeAdmin` for a sub-administrator, who may not hand out the admin role. */
export const roleOptions = (client: ApiClient, excludeAdmin: boolean, words: RoleWords) => (search: string) =>
  Effect.map(listRoles(client, { pageSize: 50, excludeAdmin, ...searchOf(search) }), toPageOptions((role: Role) => String(role.id), words));

/** Roles by name (the user list's filter takes a role name). */
export const roleNameOptions = (client: ApiClient, words: RoleWords) => (search: string) =>
  Effect.map(listRoles(client, { pageSize: 50, ...searchOf(search) }), toPageOptions((role: Role) => role.name, words));

export const userOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listUsers(client, { pageSize: 20, ...searchOf(search) }), toPageOptions((user) => String(user.id), (user) => `${user.name} <${user.email}>`));

/** Users that may join the leader's team (not the leader, not already members). */
export const availableMemberOptions = (client: ApiClient, leaderId: number) => (search: string) =>
  Effect.map(listAvailableRelatedUsers(client, { userId: leaderId, pageSize: 20, ...searchOf(search) }), toPageOptions((user) => String(user.id), (user) => `${user.name} <${user.email}>`));

export const companyOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listCompanies(client, { pageSize: 20, ...searchOf(search) }), toPageOptions((company) => String(company.id), (company) => company.name));

// Catalogue pickers.

const toIdOptions =
  <Item extends { id: number }>(label: (item: Item) => string) =>
  (page: Page<Item>) => ({ items: page.items.map((item) => ({ value: String(item.id), label: label(item) })), meta: page.meta });

export const taxonomyOptions = (client: ApiClient, kind: TaxonomyKind) => (search: string) =>
  Effect.map(TAXONOMY_CALLS[kind].list(client, { pageSize: 20, ...(search ? { search } : {}) }), toIdOptions((item) => item.name));

export const warehouseOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listWarehouses(client, { pageSize: 20, ...(search ? { search } : {}) }), toIdOptions((item) => item.name));

/** Articles shown as "code — description", searched by code and description. */
export const articleOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listArticles(client, { pageSize: 20, ...(search ? { search } : {}) }), toIdOptions((item) => `${item.code} — ${item.description}`));

// Customers.

/** Customer picker options for any RemoteCombobox: one page of customers per typed text, labelled by name. */
export const customerOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listProfiles(client, { type: 'customer', pageSize: 20, ...(search ? { search } : {}) }), (page) => ({
    items: page.items.map((profile) => ({ value: String(profile.id), label: profile.name })),
    meta: page.meta,
  }));
