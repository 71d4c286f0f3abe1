// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorTag } from '../../../src/machines/generic/errorTag.ts';
import { DataTable } from '../../../src/ui/components/DataTable.tsx';
import { pagedTableProps } from '../../../src/ui/components/pagedTableProps.ts';
import type { PagedList } from '../../../src/ui/components/usePagedList.ts';
import { setupTestI18n } from './i18nForTests.ts';

beforeAll(setupTestI18n);
afterEach(cleanup);

type Row = { readonly id: number; readonly name: string };

// Only the fields pagedTableProps reads; the rest of the hook's answer does not matter here.
const failedList = (errorTag: ErrorTag) =>
  ({ items: [], status: 'error', reloading: false, retry: () => undefined, sort: null, sortBy: () => undefined, errorTag }) as unknown as PagedList<Row, Record<string, never>>;

const renderFailed = (errorTag: ErrorTag) =>
  render(<DataTable<Row> {...pagedTableProps(failedList(errorTag), i18next.t)} caption="Rows" empty={{ message: 'No rows' }} rowKey={(row) => row.id} columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]} />);

describe('pagedTableProps', () => {
  it('offers "Try again" when the list failed on the network', () => {
    renderFailed('Network');
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });

  it('offers no retry when the list was refused: trying again would be refused again', () => {
    renderFailed('Forbidden');
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });
});
