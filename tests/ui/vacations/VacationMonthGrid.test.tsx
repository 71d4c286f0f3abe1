// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Vacation } from '../../../src/api/vacations.ts';
import { monthWeeks } from '../../../src/domain/monthGrid.ts';
import { VacationMonthGrid } from '../../../src/ui/vacations/VacationMonthGrid.tsx';
import { setupTestI18n } from '../components/i18nForTests.ts';

beforeAll(setupTestI18n);
afterEach(cleanup);

const request = (id: number, status: Vacation['status'], start: string, end: string): Vacation =>
  ({ id, type: 'permission', typeDescription: null, status, start, end, allDay: false, user: { id: 7, name: 'Sara Esposito' } }) as unknown as Vacation;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const renderGrid = (focused: string, byDay: ReadonlyMap<string, readonly Vacation[]> = new Map()) => {
  const onFocusDay = vi.fn();
  render(
    <>
      <h2 id="month">March 2026</h2>
      <VacationMonthGrid weeks={monthWeeks({ year: 2026, month: 3 }, 1)} weekdays={WEEKDAYS} today="2026-03-12" byDay={byDay} focused={focused} onFocusDay={onFocusDay} labelledBy="month" />
    </>,
  );
  return onFocusDay;
};

const cell = (day: string) => {
  const found = document.querySelector<HTMLElement>(`[data-day="${day}"]`);
  if (!found) throw new Error(`no cell ${day}`);
  return found;
};

describe('VacationMonthGrid', () => {
  it('is a grid of weeks with one tab stop on the focused day and today marked', () => {
    renderGrid('2026-03-10');
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(7);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect([...document.querySelectorAll('[tabindex="0"]')].map((el) => el.getAttribute('data-day'))).toEqual(['2026-03-10']);
    expect(cell('2026-03-12').getAttribute('aria-current')).toBe('date');
  });

  it.each([
    ['2026-03-10', 'ArrowRight', '2026-03-11'],
    ['2026-03-10', 'ArrowLeft', '2026-03-09'],
    ['2026-03-10', 'ArrowDown', '2026-03-17'],
    ['2026-03-02', 'ArrowUp', '2026-02-23'],
    ['2026-03-11', 'Home', '2026-03-09'],
    ['2026-03-11', 'End', '2026-03-15'],
    ['2026-03-31', 'PageDown', '2026-04-30'],
    ['2026-03-31', 'PageUp', '2026-02-28'],
  ])('from %s, %s moves to %s', (from, key, to) => {
    const onFocusDay = renderGrid(from);
    fireEvent.keyDown(cell(from), { key });
    expect(onFocusDay).toHaveBeenCalledWith(to);
  });

  it('shows each request as a chip in its event colour; only the focused day’s chips are in the tab order', () => {
    const accepted = request(1, 'accepted', '2026-03-10 09:00:00', '2026-03-10 13:00:00');
    const pending = request(2, 'pending', '2026-03-11 09:00:00', '2026-03-11 10:00:00');
    const onFocusDay = renderGrid('2026-03-10', new Map([['2026-03-10', [accepted]], ['2026-03-11', [pending]]]));
    const [first, second] = screen.getAllByTestId('calendar-event');
    expect(first?.getAttribute('data-colour')).toBe('#f0e68c');
    expect(second?.getAttribute('data-colour')).toBe('#e6e6e6');
    expect(first?.getAttribute('tabindex')).toBeNull();
    expect(second?.getAttribute('tabindex')).toBe('-1');
    // A key pressed on a chip is the link's, not the grid's.
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowRight' });
    expect(onFocusDay).not.toHaveBeenCalled();
  });
});
