// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyMenu } from '../../../src/ui/app/menu/LazyMenu.tsx';

afterEach(cleanup);

// The top bar's menus load after the first paint (issue 36 point 4): until Ark's menu has arrived the trigger is shown,
// named as it will be and disabled, so nothing chosen in between is lost; then it is the real menu. (One menu per
// file: Ark's menu keeps its layer registered after cleanup in happy-dom, tests/ui/components/exportMenuHelpers.tsx.)

describe('LazyMenu', () => {
  it('shows the disabled trigger first, then the menu, which opens and reports the chosen item', async () => {
    const chosen: string[] = [];
    render(<LazyMenu trigger="Ada" triggerLabel="Ada's account" items={[{ value: 'settings', label: 'Settings' }, { value: 'logout', label: 'Log out' }]} onSelect={(value) => chosen.push(value)} />);
    const early = screen.getByRole('button', { name: "Ada's account" });
    expect((early as HTMLButtonElement).disabled).toBe(true);
    expect(early.getAttribute('aria-haspopup')).toBe('menu');
    await act(() => vi.dynamicImportSettled());
    await waitFor(() => expect((screen.getByRole('button', { name: "Ada's account" }) as HTMLButtonElement).disabled).toBe(false));
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: "Ada's account" });
    await user.click(trigger);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(chosen).toEqual(['logout']));
  });
});
