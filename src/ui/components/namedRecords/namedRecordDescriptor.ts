import type { TFunction } from 'i18next';
import type { NamedRecordApi, NamedRecordLogic } from '../../../machines/generic/namedRecord.logic.ts';
import type { MessageDescriptor } from '../../../domain/messageDescriptor.ts';
import type { PermissionKey } from '../../../domain/permissions.ts';
import type { ExportListName } from '../../../api/exports.ts';

/*
 * Named records: small tenant tables known by a name (task and work types, profile categories and brands, article
 * categories/divisions/groups/lines/brands/types, warehouses, materials, interests, vacation types). One descriptor
 * per table drives the generic screens of this folder: list (search, pagination where the server paginates, edit
 * link, delete with a confirmation and the server's in-use refusal), create and edit.
 *
 * To use it for a table:
 * 1. Bind the table's calls of `src/api/<resource>.ts` in its module's logic file (`namedRecordLogic` of
 *    src/machines/generic/namedRecord.logic.ts); beside the module's screens write `<thing>Records.ts` exporting a
 *    `NamedRecordDescriptor` (see src/ui/tasks/taskTypeRecords.ts): that `logic`, the permission keys, full label keys
 *    (`ns:key`), the base path and, if the record has more than name and description, its `extraFields`.
 * 2. Three route files default-export `<NamedRecordListScreen descriptor={…} />`, `<NamedRecordCreateScreen …/>` and
 *    `<NamedRecordEditScreen … id={idFromParam(param)} />`, registered in `<module>.routes.ts` as `basePath`,
 *    `basePath/create` and `basePath/:<param>/edit` — literal paths before parametrised ones (`/works/types` before
 *    `/works/:workId`), each with its `access` gate.
 * 3. Add the label keys to `locales/{it,en}/<ns>.json`; the generic texts live in `ui:namedRecords`.
 *
 * Fitting the other tables: leave out `get`/`create`/`update`/`remove` (and their permissions) for a read-only list
 * such as vacation types, whose unpaginated answer `wholeListPage` turns into a Page; `paginated: false` for lists
 * without a default page size (spec §9: categories, profile categories) — the list then asks for every row and shows
 * no pager; `searchable: false` when the list operation takes no `search`; `description: false` when the record has
 * none (warehouses: code, name, address, default flag as `extraFields`); `labels.inUse` words the server's 409 for
 * that table (a warehouse: "is the default or holds stock"). An editable table needs a `get` by id for its edit
 * screen (categories and profile categories have none in the contract yet: add `GET /<resource>/{id}` as was done
 * for task and work types).
 * Gate the list route by what the list is for: a module's own index (materials, warehouses) by `viewAny`; a
 * management screen of records everyone reads elsewhere (task/work types, picked in every task/work form) by
 * `update`.
 */
export type NamedRecordDescriptor<Item extends NamedRecordItem, Input> = {
  /** Locale namespace of the label keys, loaded by the routes (`lazyScreen(..., [ns])`). */
  readonly ns: string;
  /** The list's path; create is `${basePath}/create`, edit `${basePath}/${id}/edit`. */
  readonly basePath: string;
  /** Breadcrumb back to the module's main list (e.g. the tasks), if the records belong to one. */
  readonly parent?: { readonly href: string; readonly labelKey: string };
  /** Full i18n keys (`ns:key`). */
  readonly labels: NamedRecordLabels;
  /** Keys of the actions; an action whose key (or call) is missing is not offered. */
  readonly permissions: { readonly create?: PermissionKey; readonly update?: PermissionKey; readonly delete?: PermissionKey };
  /**
   * The table's logic from its module's logic file (`namedRecordLogic({ list, get, create, update, remove })` in
   * src/machines/records/<module>.logic.ts). During issue 32's transition a descriptor may still give `api` instead.
   */
  readonly logic?: NamedRecordLogic<Item, Input>;
  /** @deprecated give `logic`. */
  readonly api?: NamedRecordApi<Item, Input>;
  /** Shown by the edit screen when the address names no record (spec §5: `missingIdMessage(missingId('brand'))`). */
  readonly missingId: MessageDescriptor;
  /**
   * The table has a detail screen at `${basePath}/${id}` (materials, interests): the list's name links there, for
   * everyone who may list, instead of to the edit form. Optional, default false.
   */
  readonly hasDetail?: boolean;
  /** The list's export (`/exports/<name>`): the list screen then offers XLSX and CSV of its rows. Optional. */
  readonly exportAs?: ExportListName;
  /** Whether the server pages the list (default page size 50); false: all rows, no pager. */
  readonly paginated: boolean;
  /** Whether the list operation takes `search` (default true). */
  readonly searchable?: boolean;
  /** Whether the list operation takes `sort` by `name` (default true): the name column then sorts. */
  readonly sortable?: boolean;
  /** Description field, or false when the record has none. */
  readonly description: { readonly maxLength: number } | false;
  readonly nameMaxLength: number;
  /** Fields beyond name and description, in form order; `column` also shows them in the list. */
  readonly extraFields?: readonly NamedRecordField<Item>[];
  /**
   * Whether a row offers delete (default: every row). A row the server always refuses to delete (the default
   * warehouse) shows no button that could only lead to the refusal. Optional.
   */
  readonly deletable?: (item: Item) => boolean;
  /**
   * The server's refusal to delete a record in use says what uses it and how many ("used by 12 articles: assign
   * them another one first"): the dialog shows those words instead of `labels.inUse`. Optional.
   */
  readonly inUseFromServer?: boolean;
  /** The edit form's starting values (every field key of the form, strings for text/select, booleans for switches). */
  readonly toValues: (item: Item) => NamedRecordValues;
  /** The create/update body from the form's values (trim, blank → null…): see namedRecordValues.ts. */
  readonly toInput: (values: NamedRecordValues) => Input;
};

/** Any record with an id and a name; `description` where the table has one. */
export type NamedRecordItem = { readonly id: number; readonly name: string; readonly description?: string | null };

export type NamedRecordLabels = {
  /** List title, e.g. "Task types". */
  readonly title: string;
  /** One record, in notices: "Task type created". */
  readonly entity: string;
  /** Create page title and button. */
  readonly create: string;
  /** Edit page title. */
  readonly edit: string;
  /** Empty list text. */
  readonly empty: string;
  readonly name: string;
  readonly description: string;
  /** The refusal to delete a record in use (server 409/422), e.g. "This task type is used by tasks…". */
  readonly inUse: string;
};

/** Form values: `name` and `description` (blank when the table has none) plus the extra fields by key. */
export type NamedRecordValues = Readonly<{ name: string; description: string } & Record<string, string | boolean>>;

type FieldBase<Item> = {
  readonly key: string;
  readonly labelKey: string;
  /** The list shows the field in a column with this text (hidden on narrow screens); `t` words a flag. */
  readonly column?: (item: Item, t: TFunction) => string;
  /** The list's `sort` field for that column, where the list operation sorts by it (a code). Optional. */
  readonly sortKey?: string;
};

export type NamedRecordField<Item> =
  | (FieldBase<Item> & { readonly kind: 'text'; readonly maxLength: number; readonly required?: boolean })
  | (FieldBase<Item> & { readonly kind: 'select'; readonly options: readonly { readonly value: string; readonly labelKey: string }[]; readonly required?: boolean })
  | (FieldBase<Item> & { readonly kind: 'switch' });

/** What the signed-in user may do on the list (from the descriptor's permission keys and calls). */
export type NamedRecordAbilities = { readonly create: boolean; readonly update: boolean; readonly delete: boolean };
