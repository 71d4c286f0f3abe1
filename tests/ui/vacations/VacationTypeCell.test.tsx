// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VacationTypeCell } from '../../../src/ui/vacations/VacationTypeCell.tsx';

afterEach(cleanup);

// At 360 px the vacations list hides its Period column: the Type cell carries the period on a phone, so an
// operator's two pending "Ferie" requests can be told apart.
describe('VacationTypeCell', () => {
  it('shows the type, and the period in a line meant for narrow screens only', () => {
    render(<VacationTypeCell type="Ferie" period="24/12/2026 – 28/12/2026" />);
    expect(screen.getByText('Ferie', { exact: false })).toBeTruthy();
    const period = screen.getByText('24/12/2026 – 28/12/2026');
    // Panda's class for `display: { base: 'block', sm: 'none' }`: shown below 640 px, hidden where the column is.
    expect(period.className).toContain('sm:d_none');
  });
});
