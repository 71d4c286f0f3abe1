// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../../../src/ui/components/Button.tsx';
import { IconButton } from '../../../src/ui/components/IconButton.tsx';

afterEach(cleanup);

/** A button that disables itself when clicked, like Start after starting. */
const SelfDisabling = ({ icon = false }: { icon?: boolean }) => {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      {icon ? (
        <IconButton aria-label="Next" icon="›" disabled={clicks > 0} onClick={() => setClicks(clicks + 1)} />
      ) : (
        <Button disabled={clicks > 0} onClick={() => setClicks(clicks + 1)}>
          Next
        </Button>
      )}
      <button type="button">Elsewhere</button>
      <output>{clicks}</output>
    </>
  );
};

describe.each([false, true])('a button that disables itself (icon only: %s)', (icon) => {
  it('keeps focus, is announced as disabled and ignores further clicks; natively disabled once focus leaves', async () => {
    render(<SelfDisabling icon={icon} />);
    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(next);
    expect(screen.getByRole('status').textContent).toBe('1');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(next).toHaveProperty('disabled', true);
  });
});
