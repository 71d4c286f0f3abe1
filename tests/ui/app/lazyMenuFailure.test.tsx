// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyMenu } from '../../../src/ui/app/menu/LazyMenu.tsx';

afterEach(cleanup);

// The menu's chunk does not arrive (offline, a new deployment removed it): the layout keeps its trigger, disabled,
// instead of the error reaching the nearest boundary and taking the whole top bar, or the page, with it.
vi.mock('../../../src/ui/components/Menu.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('LazyMenu when its chunk fails to load', () => {
  it('keeps the disabled trigger', async () => {
    render(<LazyMenu trigger="Ada" triggerLabel="Ada's account" items={[{ value: 'logout', label: 'Log out' }]} onSelect={() => undefined} />);
    // The failed import settles and React renders what the loader fell back to (an uncaught failure would unmount
    // the tree here: no boundary above).
    await act(() => vi.dynamicImportSettled());
    const trigger = screen.getByRole('button', { name: "Ada's account" });
    expect((trigger as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
