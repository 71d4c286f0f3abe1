// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/ui/components/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../../src/ui/components/DataTable.tsx';
import { FileUpload } from '../../../src/ui/components/FileUpload.tsx';
import { Pagination } from '../../../src/ui/components/Pagination.tsx';
import { Select } from '../../../src/ui/components/Select.tsx';
import { TextField } from '../../../src/ui/components/TextField.tsx';
import { initialsOf } from '../../../src/ui/components/initials.ts';
import { setupTestI18n } from './i18nForTests.ts';

beforeAll(setupTestI18n);
afterEach(cleanup);

describe('TextField', () => {
  it('wires errors and hint with aria-invalid and aria-describedby', () => {
    render(<TextField label="Nome" hint="Come in fattura" errors={['Obbligatorio', 'Troppo corto']} required value="" onValueChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: /Nome/ });
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy).toHaveLength(2);
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Come in fattura', 'ObbligatorioTroppo corto']);
  });

  it('is valid without errors', () => {
    render(<TextField label="Nome" value="" onValueChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  const Harness = ({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
        <ConfirmDialog
          open={open}
          destructive
          title="Eliminare il lavoro?"
          description="L'operazione non si può annullare."
          confirmLabel="Elimina"
          onConfirm={onConfirm}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
        />
      </>
    );
  };

  it('opens with focus inside, Escape cancels, confirm calls onConfirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminare il lavoro?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('busy: the confirm button is aria-busy and clicks are ignored', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmDialog open busy title="Inviare?" confirmLabel="Invia" onConfirm={onConfirm} onCancel={() => undefined} />);
    const button = await screen.findByRole('button', { name: 'Invia' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

type Row = { id: number; name: string };
const columns: DataTableColumn<Row>[] = [{ key: 'name', header: 'Nome', cell: (row) => row.name }];

describe('DataTable', () => {
  const base = { caption: 'Clienti', columns, rowKey: (row: Row) => row.id, empty: { message: 'Nessun cliente' } };

  it('loading shows skeleton rows and aria-busy', () => {
    render(<DataTable {...base} rows={[]} status="loading" />);
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('empty shows the message', () => {
    render(<DataTable {...base} rows={[]} status="ready" />);
    expect(screen.getByText('Nessun cliente')).toBeTruthy();
  });

  it('error shows the message and retries', async () => {
    const onRetry = vi.fn();
    render(<DataTable {...base} rows={[]} status="error" errorMessage="Server non raggiungibile" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Server non raggiungibile');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('rows open with Enter and arrows move between rows', async () => {
    const user = userEvent.setup();
    const onRowOpen = vi.fn();
    const rows = [{ id: 1, name: 'Rossi' }, { id: 2, name: 'Bianchi' }];
    render(<DataTable {...base} rows={rows} status="ready" onRowOpen={onRowOpen} rowLabel={(row) => row.name} />);
    const first = screen.getByRole('row', { name: 'Rossi' });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('row', { name: 'Bianchi' }));
    await user.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenCalledWith(rows[1]);
  });
});

describe('FileUpload', () => {
  it('renders each upload as a progressbar with its percentage', () => {
    render(
      <FileUpload
        label="Allegati"
        onFilesSelected={() => undefined}
        onRetry={() => undefined}
        onRemove={() => undefined}
        uploads={[
          { id: 'a', name: 'preventivo.pdf', progress: 42.4, status: 'uploading' },
          { id: 'b', name: 'foto.jpg', progress: 10, status: 'failed', error: 'Network' },
        ]}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading preventivo.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry uploading foto.jpg' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry uploading preventivo.pdf' })).toBeNull();
  });
});

describe('FileUpload wording', () => {
  it('speaks of one file where one file is taken, of files otherwise', () => {
    const { unmount } = render(<FileUpload label="Import" maxFiles={1} onFilesSelected={() => undefined} onRetry={() => undefined} onRemove={() => undefined} uploads={[]} />);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    expect(screen.getByText('Drop the file here or')).toBeTruthy();
    unmount();
    render(<FileUpload label="Attachments" onFilesSelected={() => undefined} onRetry={() => undefined} onRemove={() => undefined} uploads={[]} />);
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeTruthy();
  });
});

describe('Select', () => {
  it('opens with the keyboard-free pointer flow and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Select
        label="Stato"
        value={null}
        onValueChange={onValueChange}
        options={[
          { value: 'open', label: 'Aperto' },
          { value: 'closed', label: 'Chiuso' },
        ]}
        errors={['Scegli uno stato']}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Stato' });
    expect(document.getElementById((trigger.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '')?.textContent).toBe('Scegli uno stato');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Chiuso' }));
    expect(onValueChange).toHaveBeenCalledWith('closed');
  });
});

describe('Pagination', () => {
  it('shows the range and moves to another page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageSize={50} total={120} onPageChange={onPageChange} />);
    expect(screen.getByText('1–50 of 120')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Page 3 of 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('counts nothing under an empty list, and has no page buttons', () => {
    const { container } = render(<Pagination page={1} pageSize={50} total={0} onPageChange={vi.fn()} />);
    expect(container.textContent).toBe('');
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('initialsOf', () => {
  it('takes first and last initials', () => {
    expect(initialsOf('Maria De Luca')).toBe('ML');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('élodie')).toBe('É');
  });
});
