import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { Page } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';
import { confirmActionLogic, type ConfirmActionLogic } from './confirmAction.logic.ts';
import { formLogic, type FormLogic } from './form.logic.ts';
import { pagedListLogic, type PagedListLogic } from './pagedList.logic.ts';
import { recordLogic, type RecordLogic } from './record.logic.ts';

// The logic of a table of named records (src/ui/components/namedRecords): its module's logic file binds the
// table's calls once (`export const interestRecords = namedRecordLogic({ list: listInterests, … })`) and the
// screen's descriptor names it as `logic`. See record.logic.ts for what a generic logic value is.

/** The calls of a table of named records (src/api/<resource>.ts); a missing one is an action not offered. */
export type NamedRecordApi<Item, Input> = {
  readonly list: (client: ApiClient, query: NamedRecordQuery) => Effect.Effect<Page<Item>, ApiError>;
  /** What the edit screen loads; needed with `update`. */
  readonly get?: (client: ApiClient, id: number) => Effect.Effect<Item, ApiError>;
  readonly create?: (client: ApiClient, body: Input) => Effect.Effect<Item, ApiError>;
  readonly update?: (client: ApiClient, id: number, body: Input) => Effect.Effect<Item, ApiError>;
  readonly remove?: (client: ApiClient, id: number) => Effect.Effect<void, ApiError>;
};

/** What the list asks for: page and page size only when `paginated`, search and sort (`name`, `-name`) only when given. */
export type NamedRecordQuery = { readonly page?: number; readonly pageSize?: number; readonly search?: string; readonly sort?: string };

export type NamedRecordFilters = { search?: string };

export type NamedRecordSave<Input> = { readonly id: number | null; readonly body: Input };

/** The list's context: whether the server pages the table (else every row is asked for). */
export type NamedRecordListContext = { readonly paginated: boolean };

export type NamedRecordLogic<Item extends { readonly id: number }, Input> = {
  readonly kind: 'namedRecord';
  readonly list: PagedListLogic<Item, NamedRecordFilters, NamedRecordListContext>;
  readonly record: RecordLogic<Item>;
  /** Create (id null) or update the record: the create and edit screens share one form. */
  readonly save: FormLogic<NamedRecordSave<Input>, Item>;
  readonly deletion: ConfirmActionLogic<Item, void>;
  /** The calls the table has: screens offer only these actions (routes only the screens whose call exists). */
  readonly offers: { readonly get: boolean; readonly create: boolean; readonly update: boolean; readonly remove: boolean };
};

// Never reached from a screen (the action is not offered without its call); a programming error if it is.
const noCall = (name: string) => Effect.die(new Error(`named record: no ${name} call`));

/** The query a list page asks for: the search trimmed, page and size only where the server pages. */
export const namedRecordQuery = (request: { page: number; pageSize: number; filters: NamedRecordFilters; sort?: string | null }, context: NamedRecordListContext): NamedRecordQuery => {
  const search = request.filters.search?.trim();
  return { ...(context.paginated ? { page: request.page, pageSize: request.pageSize } : {}), ...(search ? { search } : {}), ...(request.sort ? { sort: request.sort } : {}) };
};

export const namedRecordLogic = <Item extends { readonly id: number }, Input>(api: NamedRecordApi<Item, Input>): NamedRecordLogic<Item, Input> => ({
  kind: 'namedRecord',
  list: pagedListLogic<Item, NamedRecordFilters, NamedRecordListContext>((client, request, context) => api.list(client, namedRecordQuery(request, context))),
  record: recordLogic((client, id) => (api.get ? api.get(client, id) : noCall('get'))),
  save: formLogic((client, request: NamedRecordSave<Input>) => {
    if (request.id === null) return api.create ? api.create(client, request.body) : noCall('create');
    return api.update ? api.update(client, request.id, request.body) : noCall('update');
  }),
  deletion: confirmActionLogic((client, record: Item) => (api.remove ? api.remove(client, record.id) : noCall('remove'))),
  offers: { get: api.get !== undefined, create: api.create !== undefined, update: api.update !== undefined, remove: api.remove !== undefined },
});
