// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Effect } from 'effect';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Route } from 'wouter';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import ui from '../../../locales/en/ui.json';
import type { ApiClient } from '../../../src/api/client.ts';
import { missingId, missingIdMessage } from '../../../src/domain/guards/requireId.ts';
import { recordLogic } from '../../../src/machines/generic/record.logic.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { RecordDetailScreen, type RecordDetailDescriptor } from '../../../src/ui/components/RecordDetailScreen.tsx';

// A record's screen keeps the tab the person picked in its address: Back from a record opened from that tab (an
// article of a price list's Articles tab) or a reload shows that tab again, not the first one.

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['ui', 'common', 'errors'], resources: { en: { ui, common, errors } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);
beforeEach(() => window.history.replaceState(null, '', '/things/1'));

type Thing = { id: number; name: string };
const descriptor: RecordDetailDescriptor<Thing> = {
  ns: 'things',
  keys: { entity: 'things:entity', listTitle: 'things:list', detailTitle: 'things:detail', tabs: 'things:tabs' },
  listPath: '/things',
  param: 'thingId',
  missingMessage: missingIdMessage(missingId('priceList')),
  update: 'price_lists.update',
  record: recordLogic((_client: ApiClient, id: number) => Effect.succeed({ id, name: 'Listino 2026' })),
  title: (thing) => thing.name,
  crumb: (thing) => thing.name,
  deleteName: (thing) => thing.name,
};

const renderScreen = () => {
  const client = {} as ApiClient;
  render(
    <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
      <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
        <Route path="/things/:thingId">
          <RecordDetailScreen
            descriptor={descriptor}
            tabs={() => [
              { value: 'overview', label: 'Overview', content: <p>The overview</p> },
              { value: 'articles', label: 'Articles', content: <p>The articles</p> },
            ]}
          />
        </Route>
      </ApiClientContext.Provider>
    </SessionContext.Provider>,
  );
};

describe('RecordDetailScreen tabs', () => {
  it('writes the picked tab into the address, in place of the current entry, and leaves it out for the first tab', async () => {
    renderScreen();
    expect(await screen.findByText('The overview')).toBeTruthy();
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('tab', { name: 'Articles' }));
    expect(await screen.findByText('The articles')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/things/1?tab=articles');
    expect(window.history.length).toBe(entries);
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(window.location.pathname + window.location.search).toBe('/things/1');
  });

  it('opens on the tab the address names (Back, reload), and on the first for a tab it does not have', async () => {
    window.history.replaceState(null, '', '/things/1?tab=articles');
    renderScreen();
    expect(await screen.findByText('The articles')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Articles' }).getAttribute('aria-selected')).toBe('true');
    cleanup();
    act(() => window.history.replaceState(null, '', '/things/1?tab=nope'));
    renderScreen();
    expect(await screen.findByText('The overview')).toBeTruthy();
  });
});
