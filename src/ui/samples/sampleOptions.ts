import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { listProfiles } from '../../api/profiles.ts';
import { listUsers } from '../../api/users.ts';

// Option loaders for the pickers of this module (customer, agent, sales manager): one page per typed text.

export const customerOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listProfiles(client, { type: 'customer', pageSize: 20, ...(search ? { search } : {}) }), (page) => ({
    items: page.items.map((profile) => ({ value: String(profile.id), label: profile.name })),
    meta: page.meta,
  }));

export const userOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listUsers(client, { pageSize: 20, ...(search ? { search } : {}) }), (page) => ({
    items: page.items.map((user) => ({ value: String(user.id), label: user.name })),
    meta: page.meta,
  }));
