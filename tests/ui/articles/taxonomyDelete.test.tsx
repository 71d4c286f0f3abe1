// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Effect } from 'effect';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import articles from '../../../locales/it/articles.json';
import common from '../../../locales/it/common.json';
import errors from '../../../locales/it/errors.json';
import ui from '../../../locales/it/ui.json';
import type { TaxonomyItem } from '../../../src/api/articleTaxonomy.ts';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import type { Page } from '../../../src/api/envelope.ts';
import { Conflict, type ApiError } from '../../../src/api/errors.ts';
import type { Warehouse } from '../../../src/api/warehouses.ts';
import { namedRecordLogic } from '../../../src/machines/generic/namedRecord.logic.ts';
import { TAXONOMY_RECORDS } from '../../../src/ui/articles/taxonomyRecords.ts';
import { warehouseRecords } from '../../../src/ui/articles/warehouseRecords.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { NamedRecordList } from '../../../src/ui/components/namedRecords/NamedRecordList.tsx';

// Deleting an article category (or a warehouse) that articles use: the server refuses and says how many articles use
// it; the dialog shows that sentence, not a vague "in use", and offers only Close.

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'it', ns: ['ui', 'common', 'errors', 'articles'], resources: { it: { ui, common, errors, articles } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const client = {} as ApiClient;
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientContext.Provider value={{ client, bareClient: {} as BareApiClient }}>{children}</ApiClientContext.Provider>;
const stamp = { createdAt: '2026-01-01 00:00:00', updatedAt: '2026-01-01 00:00:00' };
const page = <T,>(items: T[]): Effect.Effect<Page<T>, ApiError> => Effect.succeed({ items, meta: { currentPage: 1, lastPage: 1, perPage: 50, total: items.length } });
const refusal = (message: string) => () => Effect.fail(new Conflict({ message }));

async function deleteAndReadRefusal(name: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: `Elimina ${name}` }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Elimina' }));
  return within(await screen.findByRole('alertdialog')).findByRole('alert');
}

describe('deleting a classification articles use', () => {
  it("shows the server's sentence with how many articles use the category, and no Delete again", async () => {
    const said = "Questa voce è usata da 12 articoli: assegna loro un'altra voce prima di eliminarla.";
    const row: TaxonomyItem = { id: 7, code: 'SRV', name: 'Servizi', description: null, ...stamp };
    const descriptor = {
      ...TAXONOMY_RECORDS.categories,
      logic: namedRecordLogic({ list: () => page([row]), get: () => Effect.succeed(row), update: () => Effect.succeed(row), remove: refusal(said) }),
    };
    render(<NamedRecordList descriptor={descriptor} can={{ create: true, update: true, delete: true }} />, { wrapper });
    expect((await deleteAndReadRefusal('Servizi')).textContent).toBe(said);
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).queryByRole('button', { name: 'Elimina' })).toBeNull();
  });

  it("shows the server's sentence for a warehouse articles have", async () => {
    const said = 'Il magazzino è assegnato a 3 articoli: assegna loro un altro magazzino prima di eliminarlo.';
    const row: Warehouse = { id: 2, code: 'MAG-02', name: 'Deposito Nord-Est', address: null, isDefault: false, ...stamp };
    const descriptor = {
      ...warehouseRecords,
      logic: namedRecordLogic({ list: () => page([row]), get: () => Effect.succeed(row), update: () => Effect.succeed(row), remove: refusal(said) }),
    };
    render(<NamedRecordList descriptor={descriptor} can={{ create: true, update: true, delete: true }} />, { wrapper });
    expect((await deleteAndReadRefusal('Deposito Nord-Est')).textContent).toBe(said);
  });
});
