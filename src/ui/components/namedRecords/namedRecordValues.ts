import type { Page } from '../../../api/envelope.ts';
import type { NamedRecordItem, NamedRecordValues } from './namedRecordDescriptor.ts';

// Helpers for a descriptor's `toValues` / `toInput`: the form holds text as typed, the wire wants it trimmed and
// optional text as null.

/** Trimmed text, null when blank (optional text columns). */
export const textOrNull = (value: string | boolean | undefined): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Trimmed text ('' when not text). */
export const text = (value: string | boolean | undefined): string => (typeof value === 'string' ? value.trim() : '');

/** A switch's value (false when not a boolean). */
export const flag = (value: string | boolean | undefined): boolean => value === true;

/** The values of a record known by name and description only. */
export const nameDescriptionValues = (item: NamedRecordItem): NamedRecordValues => ({ name: item.name, description: item.description ?? '' });

/** The body of a record known by name and description only. */
export const nameDescriptionInput = (values: NamedRecordValues): { name: string; description: string | null } => ({
  name: text(values.name),
  description: textOrNull(values.description),
});

/** An unpaginated answer (a bare array, e.g. vacation types) as the one page the list machine expects. */
export const wholeListPage = <Item>(items: readonly Item[]): Page<Item> => ({
  items: [...items],
  meta: { currentPage: 1, lastPage: 1, perPage: Math.max(items.length, 1), total: items.length },
});
