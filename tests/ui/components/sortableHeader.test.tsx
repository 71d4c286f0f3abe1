// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from '../../../src/ui/components/DataTable.tsx';
import { nextSort, sortDirectionOf } from '../../../src/ui/components/sortOrder.ts';
import { setupTestI18n } from './i18nForTests.ts';

beforeAll(setupTestI18n);
afterEach(cleanup);

type Row = { id: number; name: string };
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Nome', cell: (row) => row.name, sortKey: 'name' },
  { key: 'start', header: 'Inizio', cell: () => '—', sortKey: 'start' },
  { key: 'notes', header: 'Note', cell: () => '' },
];

const Harness = ({ initial = null, seen }: { initial?: string | null; seen: (string | null)[] }) => {
  const [sort, setSort] = useState<string | null>(initial);
  return (
    <DataTable
      caption="Attività"
      columns={columns}
      rows={[{ id: 1, name: 'Uno' }]}
      rowKey={(row) => row.id}
      status="ready"
      empty={{ message: 'Niente' }}
      sort={sort}
      onSortChange={(next) => {
        seen.push(next);
        setSort(next);
      }}
    />
  );
};

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('sort order', () => {
  it('reads the direction from the first field only', () => {
    expect(sortDirectionOf('-start,id', 'start')).toBe('descending');
    expect(sortDirectionOf('start', 'start')).toBe('ascending');
    expect(sortDirectionOf('id,start', 'start')).toBeNull();
    expect(sortDirectionOf(null, 'start')).toBeNull();
  });

  it('cycles ascending, descending, default', () => {
    expect(nextSort(null, 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name,id', 'name')).toBeNull();
    expect(nextSort('-start', 'name')).toBe('name');
  });
});

describe('DataTable sortable headers', () => {
  it('gives aria-sort to sortable columns only and a button inside their header', () => {
    render(<Harness initial="-start,id" seen={[]} />);
    expect(header('Nome').getAttribute('aria-sort')).toBe('none');
    expect(header('Inizio').getAttribute('aria-sort')).toBe('descending');
    expect(header('Note').getAttribute('aria-sort')).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Nome', 'Inizio']);
  });

  it('is operable with the keyboard: Tab to the header, Enter and Space change the order', async () => {
    const seen: (string | null)[] = [];
    const user = userEvent.setup();
    render(<Harness seen={seen} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nome' }));
    await user.keyboard('{Enter}');
    expect(header('Nome').getAttribute('aria-sort')).toBe('ascending');
    await user.keyboard(' ');
    expect(header('Nome').getAttribute('aria-sort')).toBe('descending');
    await user.keyboard('{Enter}');
    expect(header('Nome').getAttribute('aria-sort')).toBe('none');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(header('Inizio').getAttribute('aria-sort')).toBe('ascending');
    expect(seen).toEqual(['name', '-name', null, 'start']);
  });

  it('without onSortChange the headers stay plain text', () => {
    render(<DataTable caption="x" columns={columns} rows={[]} rowKey={(r: Row) => r.id} status="loading" empty={{ message: '' }} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(header('Nome').getAttribute('aria-sort')).toBeNull();
  });
});
