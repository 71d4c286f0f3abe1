import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { listUsers } from '../../api/users.ts';

// Option loaders for the pickers of this module (agent, sales manager): one page per typed text.

export const userOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listUsers(client, { pageSize: 20, ...(search ? { search } : {}) }), (page) => ({
    items: page.items.map((user) => ({ value: String(user.id), label: user.name })),
    meta: page.meta,
  }));
