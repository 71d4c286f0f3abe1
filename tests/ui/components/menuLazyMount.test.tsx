// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Menu } from '../../../src/ui/components/Menu.tsx';

afterEach(cleanup);

// A closed menu renders its trigger only (issue 36 point 4): the top bar's menus are mounted during the dashboard's
// start-up, and their hidden items were ≈ 100 components of a start-up commit. The items are mounted at the first
// opening, and the menu then works as before. (One menu per file: tests/ui/components/exportMenuHelpers.tsx.)

describe('Menu', () => {
  it('mounts no item while closed, then opens with its items and reports the chosen one', async () => {
    const chosen: string[] = [];
    render(<Menu trigger="Add" items={[{ value: 'task', label: 'Task' }, { value: 'event', label: 'Event' }]} onSelect={(value) => chosen.push(value)} />);
    // Hidden items would still be in the document (Ark hides a closed menu's content): none may be.
    expect(document.querySelectorAll('[data-part="item"]')).toHaveLength(0);
    expect(document.querySelector('[data-part="content"]')).toBeNull();
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Add' });
    await user.click(trigger);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    expect(document.querySelectorAll('[data-part="item"]')).toHaveLength(2);
    await user.click(await screen.findByRole('menuitem', { name: 'Event' }));
    await waitFor(() => expect(chosen).toEqual(['event']));
  });
});
