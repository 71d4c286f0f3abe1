import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { listProfiles } from '../../api/profiles.ts';

/** Customer picker options for any RemoteCombobox: one page of customers per typed text, labelled by name. */
export const customerOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listProfiles(client, { type: 'customer', pageSize: 20, ...(search ? { search } : {}) }), (page) => ({
    items: page.items.map((profile) => ({ value: String(profile.id), label: profile.name })),
    meta: page.meta,
  }));
