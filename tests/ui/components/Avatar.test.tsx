// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from '../../../src/ui/components/Avatar.tsx';

afterEach(cleanup);

describe('Avatar', () => {
  it('shows the initials, labelled with the name, when there is no picture', () => {
    render(<Avatar name="Maria De Luca" />);
    expect(screen.getByRole('img', { name: 'Maria De Luca' }).textContent).toBe('ML');
  });

  it('keeps the initials until the picture has loaded, then shows the picture alone', () => {
    const { container } = render(<Avatar name="Acme Srl" src="/logo.png" decorative />);
    const img = container.querySelector('img');
    if (!img) throw new Error('no picture');
    expect(container.textContent).toBe('AS');
    expect(img.style.visibility).toBe('hidden');
    fireEvent.load(img);
    expect(container.textContent).toBe('');
    expect(img.style.visibility).toBe('');
  });

  it('falls back to the initials for good when the picture fails', () => {
    const { container } = render(<Avatar name="Borgo" src="/missing.png" decorative />);
    const img = container.querySelector('img');
    if (!img) throw new Error('no picture');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('B');
    // Decorative next to a visible name: hidden from assistive technology.
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
