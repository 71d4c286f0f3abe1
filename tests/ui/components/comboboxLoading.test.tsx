// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Combobox } from '../../../src/ui/components/Combobox.tsx';
import { setupTestI18n } from './i18nForTests.ts';

// A search under way shows in the field, never as a row above the options: the row pushed the options down while one
// was being clicked, the click landed on it and the choice was lost (a browser test's "Sara" that never became "Sara
// Esposito", the list still open).

beforeAll(setupTestI18n);
afterEach(cleanup);

const OPTIONS = [
  { value: '1', label: 'Sara Esposito' },
  { value: '2', label: 'Luca Ferrari' },
];

describe('Combobox while its search is under way', () => {
  it('keeps its options where they are and says it is loading in the field', async () => {
    render(<Combobox label="Assegnata a" options={OPTIONS} value={null} onValueChange={() => undefined} onQueryChange={() => undefined} loading />);
    await userEvent.type(screen.getByRole('combobox'), 'Sa');
    const listbox = await screen.findByRole('listbox');
    // The options are the list's only rows: nothing above the first one.
    expect(listbox.firstElementChild?.getAttribute('role')).toBe('option');
    expect(within(listbox).queryByRole('status')).toBeNull();
    expect(listbox.getAttribute('aria-busy')).toBe('true');
    // The field says it.
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
  });

  it('says there is nothing to choose only once the search has answered', async () => {
    const { rerender } = render(<Combobox label="Assegnata a" options={[]} value={null} onValueChange={() => undefined} onQueryChange={() => undefined} loading />);
    await userEvent.type(screen.getByRole('combobox'), 'Zz');
    const listbox = await screen.findByRole('listbox');
    expect(listbox.textContent).toBe('');
    rerender(<Combobox label="Assegnata a" options={[]} value={null} onValueChange={() => undefined} onQueryChange={() => undefined} loading={false} />);
    expect(screen.getByRole('listbox').textContent).toMatch(/No results|Nessun risultato/);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('narrows the previous answer to the typed text while the search runs, then shows the whole answer', async () => {
    const { rerender } = render(<Combobox label="Assegnata a" options={OPTIONS} value={null} onValueChange={() => undefined} onQueryChange={() => undefined} loading />);
    await userEvent.type(screen.getByRole('combobox'), 'Sa');
    // Luca Ferrari would leave when the search answers, from under a pointer on its way to Sara: he leaves now.
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sara Esposito']);
    // The server may match on more than the name (a code, an e-mail): its answer is shown whole.
    const answer = [{ value: '1', label: 'Sara Esposito' }, { value: '3', label: 'Rossi (SA-12)' }];
    rerender(<Combobox label="Assegnata a" options={answer} value={null} onValueChange={() => undefined} onQueryChange={() => undefined} loading={false} />);
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sara Esposito', 'Rossi (SA-12)']);
  });
});

describe('Combobox opened by a click', () => {
  it('opens on a click in the field', async () => {
    render(<Combobox label="Assegnata a" options={OPTIONS} value={null} onValueChange={() => undefined} />);
    await userEvent.click(screen.getByRole('combobox'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sara Esposito', 'Luca Ferrari']);
  });

  it('reopened on a chosen option, offers every option again, not only the chosen one', async () => {
    const onQueryChange = vi.fn();
    let chosen: string | null = null;
    const picker = () => <Combobox label="Assegnata a" options={OPTIONS} value={chosen} onValueChange={(v) => (chosen = v)} onQueryChange={onQueryChange} />;
    const { rerender } = render(picker());
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'Sa');
    await userEvent.click(await screen.findByRole('option', { name: 'Sara Esposito' }));
    rerender(picker());
    expect(chosen).toBe('1');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    onQueryChange.mockClear();
    await userEvent.click(field);
    // The search asked again for every option (the caller's list), not for "Sara Esposito".
    expect(onQueryChange).toHaveBeenLastCalledWith('');
  });
});

describe('Combobox that adds what is chosen', () => {
  it('empties its field after each choice, so the next one can be typed (an event attendee)', async () => {
    const onValueChange = vi.fn();
    render(<Combobox label="Partecipante" options={OPTIONS} value={null} onValueChange={onValueChange} clearOnSelect />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'Sa');
    await userEvent.click(await screen.findByRole('option', { name: 'Sara Esposito' }));
    expect(onValueChange).toHaveBeenCalledWith('1');
    expect((field as HTMLInputElement).value).toBe('');
  });
});
