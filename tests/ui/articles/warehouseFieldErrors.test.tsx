// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Effect } from 'effect';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import articles from '../../../locales/en/articles.json';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import ui from '../../../locales/en/ui.json';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import { Invalid, type ApiError } from '../../../src/api/errors.ts';
import type { Warehouse, WarehouseInput } from '../../../src/api/warehouses.ts';
import { namedRecordLogic } from '../../../src/machines/generic/namedRecord.logic.ts';
import { warehouseRecords } from '../../../src/ui/articles/warehouseRecords.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { NamedRecordEdit } from '../../../src/ui/components/namedRecords/NamedRecordEdit.tsx';

// The server answers every field error of one submission together (server/src/modules/bodyChecks.ts): a warehouse
// whose code and name other warehouses have shows both refusals at once, each at its field, not one per save.

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['ui', 'common', 'errors', 'articles'], resources: { en: { ui, common, errors, articles } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const client = {} as ApiClient;
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientContext.Provider value={{ client, bareClient: {} as BareApiClient }}>{children}</ApiClientContext.Provider>;
const north: Warehouse = { id: 2, name: 'Deposito Nord-Est', code: 'MAG-02', address: null, isDefault: false, createdAt: '2026-01-01 00:00:00', updatedAt: '2026-01-01 00:00:00' };

const CODE_TAKEN = 'This code is already used by another record.';
const NAME_TAKEN = 'This name is already used by another record.';

describe('a warehouse refused on two fields', () => {
  it('shows the code and the name refusals together, each field marked invalid', async () => {
    const update = vi.fn((_c: ApiClient, _id: number, _body: WarehouseInput): Effect.Effect<Warehouse, ApiError> =>
      Effect.fail(new Invalid({ message: 'The given data was invalid.', fields: { code: [CODE_TAKEN], name: [NAME_TAKEN] } })),
    );
    const descriptor = { ...warehouseRecords, logic: namedRecordLogic({ list: () => Effect.die('unused'), get: () => Effect.succeed(north), update }) };
    render(<NamedRecordEdit descriptor={descriptor} id={2} />, { wrapper });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    const code = screen.getByRole('textbox', { name: /Code/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'MAG-01');
    await userEvent.clear(name);
    await userEvent.type(name, 'Magazzino centrale');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(CODE_TAKEN)).toBeTruthy();
    expect(screen.getByText(NAME_TAKEN)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });
});
