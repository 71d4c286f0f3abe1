import type { MessageDescriptor } from '../messageDescriptor.ts';

/**
 * Resources whose update (or move) needs an id before any call is made (spec §5). Each has its own
 * wording in the `errors` namespace under `missingId.<resource>`.
 */
export const ID_RESOURCES = [
  'article',
  'priceList',
  'warehouse',
  'category',
  'goal',
  'package',
  'brand',
  'profileCategory',
  'company',
  'role',
  'salesReport',
  'task',
  'user',
  'vacation',
  'userVacationHour',
  'event',
  'newsletterList',
  'taskType',
  'workType',
  'quote',
  'proposal',
  'sample',
] as const;

export type IdResource = (typeof ID_RESOURCES)[number];

export type MissingId = { readonly _tag: 'MissingId'; readonly resource: IdResource };

export type Id = string | number;

export type RequiredId<T extends Id> = { readonly ok: true; readonly id: T } | { readonly ok: false; readonly error: MissingId };

export const missingId = (resource: IdResource): MissingId => ({ _tag: 'MissingId', resource });

// Blank text and NaN count as missing because route params and form fields deliver them for "no id".
const isPresent = <T extends Id>(id: T | null | undefined): id is T =>
  id !== null &&
  id !== undefined &&
  (typeof id === 'number' ? !Number.isNaN(id) : id.trim() !== '');

/** The id when present, otherwise a tagged `MissingId` naming the resource, for the caller to fail with. */
export const requireId = <T extends Id>(resource: IdResource, id: T | null | undefined): RequiredId<T> =>
  isPresent(id) ? { ok: true, id } : { ok: false, error: missingId(resource) };

/** The `errors` namespace message of a missing id, e.g. 'No task id provided.'. */
export const missingIdMessage = (failure: MissingId): MessageDescriptor => ({
  ns: 'errors',
  key: `missingId.${failure.resource}`,
  params: {},
});
