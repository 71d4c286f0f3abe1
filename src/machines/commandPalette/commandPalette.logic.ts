import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { searchRecords, type SearchGroup } from '../../api/search.ts';
import { fromApiEffect } from '../generic/fromApiEffect.ts';
import { commandPaletteMachine } from './commandPalette.machine.ts';

// The command palette's record search bound to the API (issue 32): the header's GlobalKeys passes its client here
// and never provides an actor itself.

/** Records found per kind (customers, articles…) for the palette's list. */
export const PALETTE_HITS_PER_KIND = 5;

/** The palette's search: the groups of records matching the typed text, a few of each kind. */
export const paletteSearch = (client: ApiClient, query: string) =>
  Effect.map(searchRecords(client, { q: query, limit: PALETTE_HITS_PER_KIND }), (results): readonly SearchGroup[] => results.groups);

/** The command palette's machine, searching through the app's client. */
export const bindCommandPalette = (client: ApiClient) =>
  commandPaletteMachine.provide({
    actors: { searchRecords: fromApiEffect(({ query }: { query: string }) => paletteSearch(client, query)) },
  });
