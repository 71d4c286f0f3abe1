import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { listProfiles } from '../../api/profiles.ts';
import { listUsers } from '../../api/users.ts';

// Option loaders of the attendee pickers (profiles and users, spec §3): one page per typed text.

const searchOf = (search: string) => (search.trim() === '' ? {} : { search: search.trim() });

export const profileAttendeeOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listProfiles(client, { pageSize: 20, ...searchOf(search) }), (page) => ({
    items: page.items.map((p) => ({ value: String(p.id), label: p.name })),
    meta: page.meta,
  }));

export const userAttendeeOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listUsers(client, { pageSize: 20, ...searchOf(search) }), (page) => ({
    items: page.items.map((u) => ({ value: String(u.id), label: u.name })),
    meta: page.meta,
  }));
