import type { Effect } from 'effect';
import type { TaxonomyKind } from '../domain/articleTaxonomy.ts';

export type { TaxonomyKind };
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

// The six article taxonomies (categories, brands, divisions, groups, lines, types) share one shape on the wire
// (`ArticleTaxonomyItem`) at `/article-<kind>`: one set of calls per kind, chosen by `TaxonomyKind`.

export type TaxonomyItem = ResultOf<'getArticleCategory'>;
export type TaxonomyInput = BodyOf<'createArticleCategory'>;
export type TaxonomyQuery = QueryOf<'listArticleCategories'>;
export type TaxonomyPage = ResultOf<'listArticleCategories'>;


export type TaxonomyCalls = {
  readonly list: (client: ApiClient, query?: TaxonomyQuery) => Effect.Effect<TaxonomyPage, ApiError>;
  readonly get: (client: ApiClient, id: number) => Effect.Effect<TaxonomyItem, ApiError>;
  readonly create: (client: ApiClient, body: TaxonomyInput) => Effect.Effect<TaxonomyItem, ApiError>;
  readonly update: (client: ApiClient, id: number, body: TaxonomyInput) => Effect.Effect<TaxonomyItem, ApiError>;
  readonly remove: (client: ApiClient, id: number) => Effect.Effect<void, ApiError>;
};

// Written out per path: openapi-fetch types each literal path, so a template string would lose the checks.
export const TAXONOMY_CALLS: Record<TaxonomyKind, TaxonomyCalls> = {
  categories: {
    list: (client, query = {}) => call((signal) => client.GET('/article-categories', { params: { query }, signal })),
    get: (client, id) => call((signal) => client.GET('/article-categories/{id}', { params: { path: { id } }, signal })),
    create: (client, body) => call((signal) => client.POST('/article-categories', { body, signal })),
    update: (client, id, body) => call((signal) => client.PUT('/article-categories/{id}', { params: { path: { id } }, body, signal })),
    remove: (client, id) => call((signal) => client.DELETE('/article-categories/{id}', { params: { path: { id } }, signal })),
  },
  brands: {
    list: (client, query = {}) => call((signal) => client.GET('/article-brands', { params: { query }, signal })),
    get: (client, id) => call((signal) => client.GET('/article-brands/{id}', { params: { path: { id } }, signal })),
    create: (client, body) => call((signal) => client.POST('/article-brands', { body, signal })),
    update: (client, id, body) => call((signal) => client.PUT('/article-brands/{id}', { params: { path: { id } }, body, signal })),
    remove: (client, id) => call((signal) => client.DELETE('/article-brands/{id}', { params: { path: { id } }, signal })),
  },
  divisions: {
    list: (client, query = {}) => call((signal) => client.GET('/article-divisions', { params: { query }, signal })),
    get: (client, id) => call((signal) => client.GET('/article-divisions/{id}', { params: { path: { id } }, signal })),
    create: (client, body) => call((signal) => client.POST('/article-divisions', { body, signal })),
    update: (client, id, body) => call((signal) => client.PUT('/article-divisions/{id}', { params: { path: { id } }, body, signal })),
    remove: (client, id) => call((signal) => client.DELETE('/article-divisions/{id}', { params: { path: { id } }, signal })),
  },
  groups: {
    list: (client, query = {}) => call((signal) => client.GET('/article-groups', { params: { query }, signal })),
    get: (client, id) => call((signal) => client.GET('/article-groups/{id}', { params: { path: { id } }, signal })),
    create: (client, body) => call((signal) => client.POST('/article-groups', { body, signal })),
    update: (client, id, body) => call((signal) => client.PUT('/article-groups/{id}', { params: { path: { id } }, body, signal })),
    remove: (client, id) => call((signal) => client.DELETE('/article-groups/{id}', { params: { path: { id } }, signal })),
  },
  lines: {
    list: (client, query = {}) => call((signal) => client.GET('/article-lines', { params: { query }, signal })),
    get: (client, id) => call((signal) => client.GET('/article-lines/{id}', { params: { path: { id } }, signal })),
    create: (client, body) => call((signal) => client.POST('/article-lines', { body, signal })),
    update: (client, id, body) => call((signal) => client.PUT('/article-lines/{id}', { params: { path: { id } }, body, signal })),
    remove: (client, id) => call((signal) => client.DELETE('/article-lines/{id}', { params: { path: { id } }, signal })),
  },
  types: {
    list: (client, query = {}) => call((signal) => client.GET('/article-types', { params: { query }, signal })),
    get: (client, id) => call((signal) => client.GET('/article-types/{id}', { params: { path: { id } }, signal })),
    create: (client, body) => call((signal) => client.POST('/article-types', { body, signal })),
    update: (client, id, body) => call((signal) => client.PUT('/article-types/{id}', { params: { path: { id } }, body, signal })),
    remove: (client, id) => call((signal) => client.DELETE('/article-types/{id}', { params: { path: { id } }, signal })),
  },
};
