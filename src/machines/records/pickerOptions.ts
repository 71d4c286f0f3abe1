import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { Page } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';

// A picker's choices from a list call: one page of 20 per typed text (the text only when there is one), each item
// offered as a value (its id, as text) and a label.

export type PickerOption = { readonly value: string; readonly label: string };

export const pickerOptions =
  <Item>(
    list: (client: ApiClient, query: { readonly pageSize: number; readonly search?: string }) => Effect.Effect<Page<Item>, ApiError>,
    option: (item: Item) => PickerOption,
  ) =>
  (client: ApiClient) =>
  (search: string): Effect.Effect<Page<PickerOption>, ApiError> =>
    Effect.map(list(client, { pageSize: 20, ...(search ? { search } : {}) }), (page) => ({ items: page.items.map(option), meta: page.meta }));
