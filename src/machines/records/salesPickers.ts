import { Effect } from 'effect';
import { listArticles } from '../../api/articles.ts';
import type { ApiClient } from '../../api/client.ts';
import type { Page } from '../../api/envelope.ts';
import { listPriceListArticles, listPriceLists } from '../../api/priceLists.ts';
import { listProfiles } from '../../api/profiles.ts';
import { listUsers } from '../../api/users.ts';
import { listWorkTypes } from '../../api/workTypes.ts';

// The pickers of the sales documents, sales reports and works (one page of choices per typed text), bound to the
// API once for all five modules: a screen hands `picker(client)` to its RemoteCombobox.

const toOptions =
  <Item,>(value: (item: Item) => number, label: (item: Item) => string) =>
  (page: Page<Item>) => ({ items: page.items.map((item) => ({ value: String(value(item)), label: label(item) })), meta: page.meta });

const firstPage = (search: string) => ({ pageSize: 20, ...(search ? { search } : {}) });

const articleLabel = (article: { readonly code: string; readonly description: string }) => `${article.code} — ${article.description}`;

export const priceListOptions = (client: ApiClient) => (search: string) => Effect.map(listPriceLists(client, firstPage(search)), toOptions((list) => list.id, (list) => list.name));

/** A row's article: the chosen price list's articles, or the catalogue's when no list is chosen. */
export const rowArticleOptions = (client: ApiClient, priceListId: number | null) => (search: string) =>
  priceListId === null
    ? Effect.map(listArticles(client, firstPage(search)), toOptions((article: { readonly id: number; readonly code: string; readonly description: string }) => article.id, articleLabel))
    : Effect.map(listPriceListArticles(client, priceListId, firstPage(search)), toOptions((listed: { readonly articleId: number; readonly code: string; readonly description: string }) => listed.articleId, articleLabel));

/** Agents, sales managers: the tenant's users by name. */
export const userOptions = (client: ApiClient) => (search: string) => Effect.map(listUsers(client, firstPage(search)), toOptions((user) => user.id, (user) => user.name));

/** Reports are about customers and leads (the profiles a sales person visits). */
export const reportProfileOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listProfiles(client, { types: ['customer', 'lead'], ...firstPage(search) }), toOptions((profile) => profile.id, (profile) => profile.name));

export const workTypeOptions = (client: ApiClient) => (search: string) => Effect.map(listWorkTypes(client, firstPage(search)), toOptions((type) => type.id, (type) => type.name));
