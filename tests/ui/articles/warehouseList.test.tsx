// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { Effect } from 'effect';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import articles from '../../../locales/en/articles.json';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import ui from '../../../locales/en/ui.json';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import type { ApiError } from '../../../src/api/errors.ts';
import type { Page } from '../../../src/api/envelope.ts';
import type { Warehouse } from '../../../src/api/warehouses.ts';
import { namedRecordLogic } from '../../../src/machines/generic/namedRecord.logic.ts';
import { warehouseRecords } from '../../../src/ui/articles/warehouseRecords.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { NamedRecordList } from '../../../src/ui/components/namedRecords/NamedRecordList.tsx';

// The warehouses list names the default warehouse and offers no delete for it: the server always refuses that
// delete ("the default warehouse cannot be deleted"), so the button could only lead to the refusal.

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['ui', 'common', 'errors', 'articles'], resources: { en: { ui, common, errors, articles } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const client = {} as ApiClient;
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientContext.Provider value={{ client, bareClient: {} as BareApiClient }}>{children}</ApiClientContext.Provider>;

const warehouse = (id: number, name: string, code: string, isDefault: boolean): Warehouse => ({ id, name, code, address: null, isDefault, createdAt: '2026-01-01 00:00:00', updatedAt: '2026-01-01 00:00:00' });
const rows = [warehouse(1, 'Magazzino centrale', 'MAG-01', true), warehouse(2, 'Deposito Nord-Est', 'MAG-02', false)];

const list = (): Effect.Effect<Page<Warehouse>, ApiError> => Effect.succeed({ items: rows, meta: { currentPage: 1, lastPage: 1, perPage: 50, total: rows.length } });
const descriptor = { ...warehouseRecords, logic: namedRecordLogic({ list, get: (_c: ApiClient, id: number) => Effect.succeed(rows.find((row) => row.id === id) ?? rows[0]!), update: (_c: ApiClient, id: number) => Effect.succeed(rows.find((row) => row.id === id) ?? rows[0]!), remove: () => Effect.void }) };

describe('the warehouses list', () => {
  it('marks the default warehouse and offers delete only on the others', async () => {
    render(<NamedRecordList descriptor={descriptor} can={{ create: true, update: true, delete: true }} />, { wrapper });
    const central = (await screen.findByRole('link', { name: 'Magazzino centrale' })).closest('tr');
    const north = screen.getByRole('link', { name: 'Deposito Nord-Est' }).closest('tr');
    if (!central || !north) throw new Error('rows not found');
    expect(screen.getByRole('columnheader', { name: 'Default warehouse' })).toBeTruthy();
    expect(within(central).getByText('Yes')).toBeTruthy();
    expect(within(north).queryByText('Yes')).toBeNull();
    expect(within(central).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(north).getByRole('button', { name: 'Delete Deposito Nord-Est' })).toBeTruthy();
  });
});
