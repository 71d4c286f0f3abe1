import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { listBrands } from '../../api/brands.ts';
import { listCompanies } from '../../api/companies.ts';
import { listProfileCategories } from '../../api/profileCategories.ts';
import { listProfiles, type ProfileType } from '../../api/profiles.ts';
import { listUsers } from '../../api/users.ts';

// Option loaders for the directory's pickers: one page per typed text.

type PageOf<Item> = { items: Item[]; meta: { currentPage: number; lastPage: number; perPage: number; total: number } };

const toOptions = <Item extends { id: number }>(label: (item: Item) => string) => (page: PageOf<Item>) => ({
  items: page.items.map((item) => ({ value: String(item.id), label: label(item) })),
  meta: page.meta,
});

const searchQuery = (search: string) => ({ pageSize: 20, ...(search ? { search } : {}) });

export const categoryOptions = (client: ApiClient) => (search: string) => Effect.map(listProfileCategories(client, searchQuery(search)), toOptions((c) => c.name));

export const brandOptions = (client: ApiClient) => (search: string) => Effect.map(listBrands(client, searchQuery(search)), toOptions((b) => b.name));

export const companyOptions = (client: ApiClient) => (search: string) => Effect.map(listCompanies(client, searchQuery(search)), toOptions((c) => c.name));

const profileLabel = (p: { name: string; vatNumber: string | null }) => (p.vatNumber ? `${p.name} (${p.vatNumber})` : p.name);

/** Profiles to pick for a merge or an association, the current one left out. */
export const profileOptions = (client: ApiClient, exceptId: number, types?: readonly ProfileType[]) => (search: string) =>
  Effect.map(listProfiles(client, { ...searchQuery(search), ...(types ? { types: [...types] } : {}) }), (page) => ({
    items: page.items.filter((p) => p.id !== exceptId).map((p) => ({ value: String(p.id), label: profileLabel(p) })),
    meta: page.meta,
  }));

/** Agents (users) for the profiles index's agent filter. */
export const agentOptions = (client: ApiClient) => (search: string) => Effect.map(listUsers(client, searchQuery(search)), toOptions((u) => u.name));
