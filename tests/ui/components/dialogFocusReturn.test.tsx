// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../../../src/ui/components/ConfirmDialog.tsx';
import { Dialog } from '../../../src/ui/components/Dialog.tsx';
import { notify, toaster } from '../../../src/ui/components/notify.ts';
import { Toaster } from '../../../src/ui/components/Toaster.tsx';
import { setupTestI18n } from './i18nForTests.ts';

beforeAll(setupTestI18n);
afterEach(() => {
  cleanup();
  toaster.remove();
});

/** Opens a dialog from its control, as a person does, and waits until the dialog holds the focus. */
const openDialog = async (user: ReturnType<typeof userEvent.setup>, opener: HTMLElement, role: 'dialog' | 'alertdialog', name: string): Promise<HTMLElement> => {
  await user.click(opener);
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
};

/** A list with "Add" (which says so in a notice) and a row's Edit, which opens a dialog; the dialog's Done closes it. */
const EditHarness = ({ onOpen, focusOnClick = true }: { onOpen?: (add: HTMLButtonElement | null) => void; focusOnClick?: boolean }) => {
  const [open, setOpen] = useState(false);
  const add = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={add} type="button" onClick={() => notify.success('Phase created')}>
        Add
      </button>
      <button
        type="button"
        onMouseDown={(event) => {
          if (!focusOnClick) event.preventDefault();
        }}
        onClick={() => {
          setOpen(true);
          onOpen?.(add.current);
        }}
      >
        Edit
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit phase" footer={<button onClick={() => setOpen(false)}>Done</button>} />
      <Toaster />
    </>
  );
};

describe('Dialog: the focus goes back to the control that opened it', () => {
  it('after Escape and after a button that closes it', async () => {
    const user = userEvent.setup();
    render(<EditHarness />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    await openDialog(user, edit, 'dialog', 'Edit phase');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));

    const again = await openDialog(user, edit, 'dialog', 'Edit phase');
    await user.click(within(again).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  // Zag's focus trap starts a frame after the dialog opens and returns the focus to what was focused then.
  it('even when the focus moves elsewhere while the dialog opens', async () => {
    const user = userEvent.setup();
    render(<EditHarness onOpen={(add) => requestAnimationFrame(() => add?.focus())} />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    const dialog = await openDialog(user, edit, 'dialog', 'Edit phase');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  // In Chromium, after a notice's ✕ the toaster focuses the control focused before the notice (Add), and the click on
  // the row's Edit then left the focus there (Safari never focuses a clicked button): the focus was on Add as the dialog
  // opened, and went back there.
  it('when the click that opened it did not focus it', async () => {
    const user = userEvent.setup();
    render(<EditHarness focusOnClick={false} />);
    const add = screen.getByRole('button', { name: 'Add' });
    act(() => add.focus());
    const edit = screen.getByRole('button', { name: 'Edit' });
    await user.click(edit);
    expect(document.activeElement).not.toBe(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit phase' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  // The sequence the phase dialog met in Chromium: Add, its notice closed with the ✕, then the row's Edit clicked (a
  // click that left the focus where the toaster had put it).
  it('after a notice was closed with its ✕ just before', async () => {
    const user = userEvent.setup();
    render(<EditHarness focusOnClick={false} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Phase created')).toBeNull());
    const edit = screen.getByRole('button', { name: 'Edit' });
    const dialog = await openDialog(user, edit, 'dialog', 'Edit phase');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });
});

/** Rows with a Delete each, behind a confirmation; the deleted row goes away, and its button with it. */
const DeleteHarness = () => {
  const [rows, setRows] = useState(['Alpha', 'Beta']);
  const [asking, setAsking] = useState<string | null>(null);
  const search = useRef<HTMLInputElement>(null);
  return (
    <>
      <input ref={search} type="search" aria-label="Search" />
      {rows.map((row) => (
        <button key={row} type="button" onClick={() => setAsking(row)}>
          Delete {row}
        </button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        destructive
        title={`Delete ${asking ?? ''}?`}
        confirmLabel="Delete"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setRows((current) => current.filter((row) => row !== asking));
          setAsking(null);
        }}
        finalFocusEl={() => search.current}
      />
    </>
  );
};

describe('ConfirmDialog: focus on close', () => {
  it('goes back to the opener while it is there (finalFocusEl notwithstanding)', async () => {
    const user = userEvent.setup();
    render(<DeleteHarness />);
    const beta = screen.getByRole('button', { name: 'Delete Beta' });
    await openDialog(user, beta, 'alertdialog', 'Delete Beta?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(beta));
  });

  it('falls back to finalFocusEl when the opener is gone (its row deleted)', async () => {
    const user = userEvent.setup();
    render(<DeleteHarness />);
    const dialog = await openDialog(user, screen.getByRole('button', { name: 'Delete Beta' }), 'alertdialog', 'Delete Beta?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete Beta' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' })));
  });
});
