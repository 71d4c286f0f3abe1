import { Effect } from 'effect';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bindCommandPalette, paletteSearch } from '../../../src/machines/commandPalette/commandPalette.logic.ts';
import { selectPaletteGroups } from '../../../src/machines/commandPalette/commandPalette.selectors.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The palette's search against a fake client: the request it makes for the typed text, and the groups it keeps.

const GROUPS = [{ kind: 'articles', hits: [{ id: 3, title: 'Tavolo', subtitle: null, rank: 1, profileType: null, calendarId: null }] }];

describe('command palette logic', () => {
  it('paletteSearch asks /search for the text, five hits per kind, and answers the groups', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { groups: GROUPS } }));
    const groups = await Effect.runPromise(paletteSearch(client, 'tav'));
    expect(calls.map((call) => [call.method, call.path, call.params])).toEqual([['GET', '/search', { query: { q: 'tav', limit: 5 } }]]);
    expect(groups).toEqual(GROUPS);
  });

  it('the bound palette searches what is typed once open', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { groups: GROUPS } }));
    const actor = createActor(bindCommandPalette(client)).start();
    actor.send({ type: 'palette.open' });
    actor.send({ type: 'palette.typed', query: 'tavolo' });
    await waitFor(actor, (snapshot) => selectPaletteGroups(snapshot).length > 0, { timeout: 2000 });
    expect(calls.map((call) => (call.params as { query: { q: string } }).query.q)).toEqual(['tavolo']);
    actor.stop();
  });
});
