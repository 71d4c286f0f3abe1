// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import app from '../../../locales/en/app.json';
import palette from '../../../locales/en/palette.json';
import ui from '../../../locales/en/ui.json';
import type { SearchGroup } from '../../../src/api/search.ts';
import { commandPaletteMachine, PALETTE_SEARCH_DELAY_MS } from '../../../src/machines/commandPalette/commandPalette.machine.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import CommandPalette from '../../../src/ui/palette/CommandPalette.tsx';
import type { Tokens } from '../../../src/machines/session/session.types.ts';
import { preferences, settings, stubbedSessionMachine, tenant, user } from '../../machines/session/sessionFixtures.ts';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['ui', 'app', 'palette'], resources: { en: { ui, app, palette } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const groups: SearchGroup[] = [
  {
    kind: 'works',
    hits: [
      { id: 4, title: 'Rossi showroom', subtitle: '2026-0004', rank: 0.9, profileType: null, calendarId: null },
      { id: 5, title: 'Rossi warehouse', subtitle: null, rank: 0.5, profileType: null, calendarId: null },
    ],
  },
];

/** An administrator's session: every screen of the enabled modules opens. */
const signedInAdmin = stubbedSessionMachine.provide({
  actors: {
    loadTenant: fromPromise(async () => tenant),
    loadSettings: fromPromise(async () => settings),
    loadUser: fromPromise(async () => user),
    loadPermissions: fromPromise(async (): Promise<readonly string[]> => ['events', 'events.update']),
    loadPreferences: fromPromise(async () => preferences),
    revokeSession: fromPromise<void>(async () => undefined),
    refreshToken: fromPromise<Tokens, { refreshToken: string }>(async () => ({ accessToken: 'a', refreshToken: 'r', expiresAt: 9_000_000_000_000 })),
  },
});

const renderPalette = (opts: { readonly groups?: readonly SearchGroup[]; readonly path?: string; readonly admin?: boolean } = {}) => {
  const asked: string[] = [];
  const actor = createActor(
    commandPaletteMachine.provide({
      actors: {
        searchRecords: fromPromise<readonly SearchGroup[], { query: string }>(async ({ input }) => {
          asked.push(input.query);
          return opts.groups ?? groups;
        }),
      },
    }),
  ).start();
  const location = memoryLocation({ path: opts.path ?? '/dashboard', record: true });
  // Not signed in (unless `admin`): no module is allowed, so the palette offers only the destinations every user has.
  render(
    <SessionContext.Provider
      logic={opts.admin === true ? signedInAdmin : sessionEntry.stubbed}
      options={{ input: { storedSession: opts.admin === true ? { refreshToken: 'refresh-1', expired: false } : null } }}
    >
      <Router hook={location.hook} searchHook={location.searchHook}>
        <CommandPalette actor={actor} />
      </Router>
    </SessionContext.Provider>,
  );
  act(() => actor.send({ type: 'palette.open' }));
  return { actor, asked, location };
};

describe('CommandPalette', () => {
  it('lists the destinations, searches after a pause, moves with the arrows and opens with Enter', async () => {
    const user = userEvent.setup();
    const { actor, asked, location } = renderPalette();
    const field = await screen.findByRole('combobox', { name: 'Search records, actions and screens' });
    expect(screen.getByRole('option', { name: 'Go to dashboard' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Go to dashboard' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('option', { name: /^New / })).toBeNull();

    // One input event: on a loaded machine keystrokes typed one by one can be further apart than the pause, and
    // each pause is a search (the restart of the pause on every keystroke is timed in commandPalette.paths.test.ts).
    await user.click(field);
    await user.paste('rossi');
    await waitFor(() => expect(screen.getByRole('option', { name: /Rossi showroom/ })).toBeTruthy(), { timeout: PALETTE_SEARCH_DELAY_MS + 1000 });
    expect(asked).toEqual(['rossi']);
    expect(screen.getByRole('group', { name: 'Jobs' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 results');

    const first = screen.getByRole('option', { name: /Rossi showroom/ });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(first.id);
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: /Rossi warehouse/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(first.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');
    // This session may not open a work's screen (not signed in): the hit leads to the works list instead.
    expect(location.history?.at(-1)).toBe('/works');
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it("opens an event's editor to return to the screen the palette was opened on", async () => {
    const user = userEvent.setup();
    const events: SearchGroup[] = [{ kind: 'events', hits: [{ id: 9, title: 'Consegna Rossi', subtitle: null, rank: 0.9, profileType: null, calendarId: 2 }] }];
    const { location } = renderPalette({ groups: events, path: '/customers/12?tab=events', admin: true });
    const field = await screen.findByRole('combobox');
    await user.click(field);
    await user.paste('consegna');
    const hit = await screen.findByRole('option', { name: /Consegna Rossi/ }, { timeout: PALETTE_SEARCH_DELAY_MS + 1000 });
    await user.click(hit);
    expect(location.history?.at(-1)).toBe('/calendar/2/events/9/edit?from=%2Fcustomers%2F12%3Ftab%3Devents');
  });

  it('says nothing matched', async () => {
    const user = userEvent.setup();
    renderPalette();
    const field = await screen.findByRole('combobox');
    await user.type(field, 'q');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.getAttribute('aria-controls')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Nothing matches.');
  });
});
