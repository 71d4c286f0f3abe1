// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Effect } from 'effect';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../../locales/en/common.json';
import errors from '../../../../locales/en/errors.json';
import ui from '../../../../locales/en/ui.json';
import type { ApiClient, BareApiClient } from '../../../../src/api/client.ts';
import type { ReactNode } from 'react';
import type { Page } from '../../../../src/api/envelope.ts';
import { Conflict, Network, type ApiError } from '../../../../src/api/errors.ts';
import { missingId, missingIdMessage } from '../../../../src/domain/guards/requireId.ts';
import { deleteFailure } from '../../../../src/ui/components/namedRecords/deleteFailure.ts';
import { namedRecordLogic, type NamedRecordQuery } from '../../../../src/machines/generic/namedRecord.logic.ts';
import { ApiClientContext } from '../../../../src/ui/app/ApiClientContext.ts';
import type { NamedRecordAbilities, NamedRecordDescriptor } from '../../../../src/ui/components/namedRecords/namedRecordDescriptor.ts';
import { NamedRecordEdit } from '../../../../src/ui/components/namedRecords/NamedRecordEdit.tsx';
import { NamedRecordList } from '../../../../src/ui/components/namedRecords/NamedRecordList.tsx';
import { NamedRecordDeleteButton } from '../../../../src/ui/components/namedRecords/NamedRecordDeleteButton.tsx';
import { nameDescriptionInput, nameDescriptionValues, wholeListPage } from '../../../../src/ui/components/namedRecords/namedRecordValues.ts';

// The generic named-record screens, driven by a fake descriptor over an in-memory table.

const things = {
  title: 'Things',
  entity: 'Thing',
  create: 'New thing',
  edit: 'Edit thing',
  empty: 'No things yet.',
  name: 'Name',
  description: 'Description',
  inUse: 'This thing is used elsewhere and cannot be deleted.',
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['ui', 'common', 'errors', 'things'], resources: { en: { ui, common, errors, things } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

type Thing = { id: number; name: string; description: string | null };
type ThingInput = { name: string; description: string | null };

const client = {} as ApiClient;
// The screens take the app's client from its context, as inside <App>.
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientContext.Provider value={{ client, bareClient: {} as BareApiClient }}>{children}</ApiClientContext.Provider>;
const all: NamedRecordAbilities = { create: true, update: true, delete: true };

const fakeTable = (rows: Thing[], removeFailures: ApiError[] = []) => {
  let table = [...rows];
  const failures = [...removeFailures];
  const list = vi.fn((_client: ApiClient, query: NamedRecordQuery): Effect.Effect<Page<Thing>, ApiError> => {
    const items = table.filter((row) => !query.search || row.name.toLowerCase().includes(query.search.toLowerCase()));
    return Effect.succeed({ items, meta: { currentPage: 1, lastPage: 1, perPage: 50, total: items.length } });
  });
  const remove = vi.fn((_client: ApiClient, id: number): Effect.Effect<void, ApiError> => {
    const failure = failures.shift();
    if (failure) return Effect.fail(failure);
    table = table.filter((row) => row.id !== id);
    return Effect.void;
  });
  const get = vi.fn((_client: ApiClient, id: number): Effect.Effect<Thing, ApiError> => {
    const row = table.find((candidate) => candidate.id === id);
    return row ? Effect.succeed(row) : Effect.die(new Error('missing'));
  });
  const update = vi.fn((_client: ApiClient, id: number, body: ThingInput): Effect.Effect<Thing, ApiError> => Effect.succeed({ id, ...body }));
  const create = vi.fn((_client: ApiClient, body: ThingInput): Effect.Effect<Thing, ApiError> => Effect.succeed({ id: 99, ...body }));
  const descriptor: NamedRecordDescriptor<Thing, ThingInput> = {
    ns: 'things',
    basePath: '/things',
    labels: Object.fromEntries(Object.keys(things).map((key) => [key, `things:${key}`])) as NamedRecordDescriptor<Thing, ThingInput>['labels'],
    permissions: { create: 'task_types.create', update: 'task_types.update', delete: 'task_types.delete' },
    logic: namedRecordLogic({ list, get, create, update, remove }),
    missingId: missingIdMessage(missingId('taskType')),
    paginated: true,
    nameMaxLength: 100,
    description: { maxLength: 1000 },
    toValues: nameDescriptionValues,
    toInput: nameDescriptionInput,
  };
  return { descriptor, list, remove, get, update };
};

const rows: Thing[] = [
  { id: 1, name: 'Installazione', description: 'Montaggio in cantiere' },
  { id: 2, name: 'Manutenzione', description: null },
];

beforeEach(() => window.history.replaceState(null, '', '/things'));

describe('NamedRecordList', () => {
  it('links names to the detail screen when the table has one (materials, interests), even without update', async () => {
    const { descriptor } = fakeTable(rows);
    render(<NamedRecordList descriptor={{ ...descriptor, hasDetail: true }} can={{ create: false, update: false, delete: false }} />, { wrapper });
    const link = await screen.findByRole('link', { name: 'Installazione' });
    expect(link.getAttribute('href')).toMatch(/\/things\/1$/);
  });

  it('lists the records with edit links and searches through the list call', async () => {
    const { descriptor, list } = fakeTable(rows);
    render(<NamedRecordList descriptor={descriptor} can={all} />, { wrapper });
    expect(await screen.findByRole('link', { name: 'Installazione' })).toHaveProperty('href', expect.stringContaining('/things/1/edit'));
    expect(list).toHaveBeenLastCalledWith(client, { page: 1, pageSize: 50 });
    expect(screen.getByText('Montaggio in cantiere')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New thing' })).toHaveProperty('href', expect.stringContaining('/things/create'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'manu');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Installazione' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Manutenzione' })).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith(client, { page: 1, pageSize: 50, search: 'manu' });

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No results match your search.')).toBeTruthy();
  });

  it('asks for every row without a pager when the server does not paginate', async () => {
    const { descriptor, list } = fakeTable(rows);
    render(<NamedRecordList descriptor={{ ...descriptor, paginated: false }} can={all} />, { wrapper });
    await screen.findByRole('link', { name: 'Installazione' });
    expect(list).toHaveBeenLastCalledWith(client, {});
    expect(screen.queryByRole('navigation', { name: /pagination/i })).toBeNull();
  });

  it('offers only what the permissions allow', async () => {
    const { descriptor } = fakeTable(rows);
    render(<NamedRecordList descriptor={descriptor} can={{ create: false, update: false, delete: false }} />, { wrapper });
    expect(await screen.findByText('Installazione')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Installazione' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New thing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Installazione' })).toBeNull();
  });

  it('serves a read-only table (no create, edit or delete calls) whatever the permissions', async () => {
    const { descriptor } = fakeTable(rows);
    const readOnly: NamedRecordDescriptor<Thing, ThingInput> = { ...descriptor, searchable: false, logic: namedRecordLogic({ list: () => Effect.succeed(wholeListPage(rows)) }) };
    render(<NamedRecordList descriptor={readOnly} can={all} />, { wrapper });
    expect(await screen.findByText('Installazione')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Installazione' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New thing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Installazione' })).toBeNull();
  });

  it('deletes after the confirmation and reloads the list', async () => {
    const { descriptor, remove } = fakeTable(rows);
    render(<NamedRecordList descriptor={descriptor} can={all} />, { wrapper });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Installazione' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Installazione”?' });
    // Cancel first: nothing is deleted.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Installazione' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Installazione' })).toBeNull());
    expect(remove).toHaveBeenCalledWith(client, 1);
    expect(screen.getByRole('link', { name: 'Manutenzione' })).toBeTruthy();
    // Its row is gone: focus lands on the search field, not on the page body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' })));
  });

  it("shows the server's in-use refusal with Close only: no retry for a refusal", async () => {
    const { descriptor, remove } = fakeTable(rows, [new Conflict({ message: 'The task type is used by tasks and cannot be deleted.' })]);
    render(<NamedRecordList descriptor={descriptor} can={all} />, { wrapper });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Installazione' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', things.inUse);
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    // The footer's Close (the header's ✕ has the same name).
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    if (!close) throw new Error('no Close button');
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Installazione' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Installazione' })));
  });

  it('offers Try again after a connection failure, and the retry deletes', async () => {
    const { descriptor, remove } = fakeTable(rows, [new Network({ cause: new TypeError('offline') })]);
    render(<NamedRecordList descriptor={descriptor} can={all} />, { wrapper });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Manutenzione' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await within(dialog).findByRole('alert');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Manutenzione' })).toBeNull());
    expect(remove).toHaveBeenCalledTimes(2);
  });
});

describe('NamedRecordList sorting', () => {
  it('sorts by name (ascending, then descending) through the list call; a table without sort shows plain headers', async () => {
    const { descriptor, list } = fakeTable(rows);
    render(<NamedRecordList descriptor={descriptor} can={all} />, { wrapper });
    await screen.findByRole('link', { name: 'Installazione' });
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(client, { page: 1, pageSize: 50, sort: 'name' }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(client, { page: 1, pageSize: 50, sort: '-name' }));
    cleanup();
    render(<NamedRecordList descriptor={{ ...descriptor, sortable: false }} can={all} />, { wrapper });
    await screen.findByRole('link', { name: 'Installazione' });
    expect(within(screen.getByRole('columnheader', { name: /Name/ })).queryByRole('button')).toBeNull();
  });
});

describe('NamedRecordDeleteButton (a detail screen)', () => {
  it('deletes after the same confirmation as the list, then goes back to the list', async () => {
    const { descriptor, remove } = fakeTable(rows);
    window.history.replaceState(null, '', '/things/1');
    render(<NamedRecordDeleteButton descriptor={descriptor} record={rows[0] as Thing} can />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Installazione”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.location.pathname).toBe('/things'));
    expect(remove).toHaveBeenCalledWith(client, 1);
  });

  it("shows the server's in-use refusal with Close only, and stays", async () => {
    const { descriptor, remove } = fakeTable(rows, [new Conflict({ message: 'in use' })]);
    window.history.replaceState(null, '', '/things/1');
    render(<NamedRecordDeleteButton descriptor={descriptor} record={rows[0] as Thing} can />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', things.inUse);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/things/1');
  });

  it('is not offered without the delete key or call', () => {
    const { descriptor } = fakeTable(rows);
    render(<NamedRecordDeleteButton descriptor={descriptor} record={rows[0] as Thing} can={false} />, { wrapper });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    cleanup();
    const readOnly = { ...descriptor, logic: namedRecordLogic<Thing, ThingInput>({ list: () => Effect.succeed(wholeListPage(rows)) }) };
    render(<NamedRecordDeleteButton descriptor={readOnly} record={rows[0] as Thing} can />, { wrapper });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('NamedRecordEdit', () => {
  it('loads the record, validates the name and saves the trimmed values', async () => {
    const { descriptor, update } = fakeTable(rows);
    render(<NamedRecordEdit descriptor={descriptor} id={1} />, { wrapper });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveProperty('value', 'Installazione');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty('value', 'Montaggio in cantiere');

    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(update).not.toHaveBeenCalled();

    await userEvent.type(name, '  Posa  ');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Description' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(client, 1, { name: 'Posa', description: null }));
    await waitFor(() => expect(window.location.pathname).toBe('/things'));
  });

  it('says which id is missing instead of loading', async () => {
    const { descriptor, get } = fakeTable(rows);
    render(<NamedRecordEdit descriptor={descriptor} id={null} />, { wrapper });
    expect(await screen.findByText(errors.missingId.taskType)).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('deleteFailure', () => {
  it('treats refusals as final and connection or server failures as retryable', () => {
    expect(deleteFailure('Conflict', 'x:inUse')).toEqual({ kind: 'refused', messageKey: 'x:inUse' });
    expect(deleteFailure('Invalid', 'x:inUse')).toEqual({ kind: 'refused', messageKey: 'x:inUse' });
    expect(deleteFailure('NotFound', 'x:inUse')).toEqual({ kind: 'refused', messageKey: 'ui:error.NotFound' });
    expect(deleteFailure('Forbidden', 'x:inUse').kind).toBe('refused');
    expect(deleteFailure('Network', 'x:inUse')).toEqual({ kind: 'retryable', messageKey: 'ui:error.Network' });
    expect(deleteFailure('Server', 'x:inUse').kind).toBe('retryable');
  });
});
