// @vitest-environment happy-dom
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/ui/components/Dialog.tsx';
import { setupTestI18n } from './i18nForTests.ts';

// A closed dialog runs none of Ark (its root builds a dialog machine and a presence machine per part when it mounts,
// open or not); it mounts on first opening, and once closed it gives focus back and leaves again.

vi.mock('@ark-ui/react/dialog', async (importOriginal) => {
  const original = await importOriginal<{ Dialog: typeof ArkDialog }>();
  return { ...original, Dialog: { ...original.Dialog, Root: vi.fn(original.Dialog.Root) } };
});

beforeAll(setupTestI18n);
afterEach(cleanup);

const Harness = () => {
  const [open, setOpen] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        apri
      </button>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        {`aggiorna ${renders}`}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Dettagli" footer={<button type="button" onClick={() => setOpen(false)}>chiudi</button>} />
    </>
  );
};

describe('Dialog', () => {
  it('mounts no Ark root while closed, mounts on opening, gives focus back and unmounts after closing', async () => {
    const root = vi.mocked(ArkDialog.Root);
    root.mockClear();
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'aggiorna 0' }));
    expect(root).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'aggiorna 1' }));

    const opener = screen.getByRole('button', { name: 'apri' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Dettagli' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(root).toHaveBeenCalled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    root.mockClear();
    // Closed again: a re-render of the page renders no root.
    await user.click(screen.getByRole('button', { name: 'aggiorna 2' }));
    expect(screen.getByRole('button', { name: 'aggiorna 3' })).toBeTruthy();
    expect(root).not.toHaveBeenCalled();

    // And it opens again.
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Dettagli' })).toBeTruthy();
  });
});
