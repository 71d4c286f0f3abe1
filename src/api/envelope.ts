import { camelize, type Camelize } from './case.ts';
import type { components } from './schema.gen.ts';

// The wire wraps every JSON response in `data`; paginated lists add `meta`. The app never sees the envelope:
// a record answer becomes the record, a paginated answer becomes `{ items, meta }` (a Page), and an answer that is
// not an envelope (the Passport token shape, error bodies) is only case-converted.

export type PageMeta = Camelize<components['schemas']['PaginationMeta']>;

export type Page<T> = { items: T[]; meta: PageMeta };

type Convert<T, Preserve extends boolean> = Preserve extends true ? T : Camelize<T>;

/** An object whose only keys are `data` and optionally `meta`. */
type IsEnvelope<B> = B extends { data: unknown } ? (Exclude<keyof B, 'data' | 'meta'> extends never ? true : false) : false;

export type Unwrapped<B, Preserve extends boolean = false> =
  IsEnvelope<B> extends true
    ? B extends { data: infer D; meta: infer M }
      ? { items: Convert<D, Preserve>; meta: Camelize<M> }
      : B extends { data: infer D }
        ? Convert<D, Preserve>
        : never
    : Convert<B, Preserve>;

const isEnvelope = (body: unknown): body is { data: unknown; meta?: unknown } =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  'data' in body &&
  Object.keys(body).every((key) => key === 'data' || key === 'meta');

/** Runtime twin of `Unwrapped`: `preserve` leaves the records under `data` as the provider wrote them. */
export const unwrap = (body: unknown, preserve: boolean): unknown => {
  const convert = (value: unknown): unknown => (preserve ? value : camelize(value));
  if (!isEnvelope(body)) return convert(body);
  if ('meta' in body) return { items: convert(body.data), meta: camelize(body.meta) };
  return convert(body.data);
};
