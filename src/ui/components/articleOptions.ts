import { Effect } from 'effect';
import { listArticles } from '../../api/articles.ts';
import { TAXONOMY_CALLS, type TaxonomyKind } from '../../api/articleTaxonomy.ts';
import type { ApiClient } from '../../api/client.ts';
import type { Page } from '../../api/envelope.ts';
import { listWarehouses } from '../../api/warehouses.ts';

// Option loaders for the pickers of the catalogue screens: one page per typed text.

const toOptions =
  <Item extends { id: number }>(label: (item: Item) => string) =>
  (page: Page<Item>) => ({ items: page.items.map((item) => ({ value: String(item.id), label: label(item) })), meta: page.meta });

export const taxonomyOptions = (client: ApiClient, kind: TaxonomyKind) => (search: string) =>
  Effect.map(TAXONOMY_CALLS[kind].list(client, { pageSize: 20, ...(search ? { search } : {}) }), toOptions((item) => item.name));

export const warehouseOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listWarehouses(client, { pageSize: 20, ...(search ? { search } : {}) }), toOptions((item) => item.name));

/** Articles shown as "code — description", searched by code and description. */
export const articleOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listArticles(client, { pageSize: 20, ...(search ? { search } : {}) }), toOptions((item) => `${item.code} — ${item.description}`));
