import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { listInterests } from '../../api/interests.ts';
import { listMaterials } from '../../api/materials.ts';
import { listProfiles } from '../../api/profiles.ts';
import { listUsers } from '../../api/users.ts';

// Option loaders for the pickers of this module: one page per typed text; the small tables whole.

type PageOf<Item> = { items: Item[]; meta: { currentPage: number; lastPage: number; perPage: number; total: number } };

const toOptions = <Item extends { id: number }>(label: (item: Item) => string) => (page: PageOf<Item>) => ({
  items: page.items.map((item) => ({ value: String(item.id), label: label(item) })),
  meta: page.meta,
});

/** Reports are about customers and leads (the profiles a sales person visits). */
export const reportProfileOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listProfiles(client, { types: ['customer', 'lead'], pageSize: 20, ...(search ? { search } : {}) }), toOptions((profile) => profile.name));

export const agentOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listUsers(client, { pageSize: 20, ...(search ? { search } : {}) }), toOptions((user) => user.name));

export const allMaterials = (client: ApiClient) => listMaterials(client, { pageSize: 100 });
export const allInterests = (client: ApiClient) => listInterests(client, { pageSize: 100 });
