import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { listWorkTypes } from '../../api/workTypes.ts';

// Option loaders for the pickers of this module (work type): one page per typed text.

const toOptions = <Item extends { id: number }>(label: (item: Item) => string) => (page: { items: Item[]; meta: { currentPage: number; lastPage: number; perPage: number; total: number } }) => ({
  items: page.items.map((item) => ({ value: String(item.id), label: label(item) })),
  meta: page.meta,
});

export const workTypeOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listWorkTypes(client, { pageSize: 20, ...(search ? { search } : {}) }), toOptions((type) => type.name));
