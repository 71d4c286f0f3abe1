import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { PageMeta } from '../../api/envelope.ts';
import { listProfiles } from '../../api/profiles.ts';
import { listTaskTypes } from '../../api/taskTypes.ts';
import { listWorks } from '../../api/works.ts';

// Option loaders of the task pickers: one page per typed text.

const toOptions = <Item extends { id: number }>(label: (item: Item) => string) => (page: { items: Item[]; meta: PageMeta }) => ({
  items: page.items.map((item) => ({ value: String(item.id), label: label(item) })),
  meta: page.meta,
});

const searchOf = (search: string) => (search.trim() === '' ? {} : { search: search.trim() });

export const workOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listWorks(client, { pageSize: 20, ...searchOf(search) }), toOptions((work) => `${work.code} · ${work.name}`));

export const profileOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listProfiles(client, { pageSize: 20, ...searchOf(search) }), toOptions((profile) => profile.name));

export const taskTypeOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listTaskTypes(client, { pageSize: 20, ...searchOf(search) }), toOptions((type) => type.name));
