// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enVacations from '../../../locales/en/vacations.json';
import itVacations from '../../../locales/it/vacations.json';
import type { Vacation } from '../../../src/api/vacations.ts';
import { monthWeeks } from '../../../src/domain/monthGrid.ts';
import { weekStartOfPreference } from '../../../src/domain/weekStart.ts';
import { VacationChip } from '../../../src/ui/vacations/VacationChip.tsx';
import { VacationLegend } from '../../../src/ui/vacations/VacationLegend.tsx';
import { VacationMonthGrid } from '../../../src/ui/vacations/VacationMonthGrid.tsx';
import { chipLook } from '../../../src/ui/components/vacations/vacationStatus.ts';
import { setupTestI18n } from '../components/i18nForTests.ts';

// The month calendar at a glance (issue 30 point 6): pending grey, approved in the type's colour, rejected outlined
// and struck through with its own icon and words (never filled like an approved one), and a legend of the three.

beforeAll(async () => {
  await setupTestI18n();
  i18next.addResourceBundle('en', 'vacations', enVacations);
  i18next.addResourceBundle('it', 'vacations', itVacations);
});
afterEach(cleanup);

const request = (id: number, status: Vacation['status'], type = 'vacation'): Vacation =>
  ({ id, type, typeDescription: null, status, start: '2026-03-10 09:00:00', end: '2026-03-10 13:00:00', allDay: false, user: { id: 7, name: 'Sara Esposito' } }) as unknown as Vacation;

describe('leave chips read at a glance', () => {
  it('fills pending (grey) and approved (type colour); outlines and strikes a rejected one in the colour of its type', () => {
    expect(chipLook(request(1, 'pending'))).toEqual({ fill: '#e6e6e6', outline: null, struck: false, mark: 'pending' });
    const approved = chipLook(request(2, 'accepted'));
    expect(approved).toMatchObject({ outline: null, struck: false, mark: 'approved' });
    expect(chipLook(request(3, 'modified')).fill).toBe(approved.fill);
    // The rejected one is never filled with the approved colour: only its outline carries the type.
    expect(chipLook(request(4, 'rejected'))).toEqual({ fill: null, outline: approved.fill, struck: true, mark: 'rejected' });
  });

  it('says the status in the chip name for screen readers, and marks the rejected one outlined', () => {
    render(
      <>
        <VacationChip vacation={request(1, 'accepted')} compact />
        <VacationChip vacation={request(2, 'rejected')} compact />
      </>,
    );
    const [approved, rejected] = screen.getAllByTestId('calendar-event');
    expect(approved?.getAttribute('data-look')).toBe('filled');
    expect(rejected?.getAttribute('data-look')).toBe('outlined');
    expect(rejected?.getAttribute('aria-label')).toMatch(/Rejected$/);
    expect(approved?.getAttribute('aria-label')).toMatch(/Approved$/);
    expect((rejected as HTMLElement).style.backgroundColor).toBe('');
  });

  it('has a legend of the three looks, in both languages', async () => {
    render(<VacationLegend />);
    const legend = screen.getByRole('region', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pending (grey)', "Approved (the type's colour)", 'Rejected (dashed outline, struck through)']);
    cleanup();
    await i18next.changeLanguage('it');
    render(<VacationLegend />);
    expect(screen.getByRole('region', { name: 'Legenda' })).toBeTruthy();
    await i18next.changeLanguage('en');
  });

  it('starts the month grid on the preferred day: Sunday first when the preference is "0"', () => {
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const start = weekStartOfPreference('0');
    render(
      <>
        <h2 id="month">March 2026</h2>
        <VacationMonthGrid
          weeks={monthWeeks({ year: 2026, month: 3 }, start)}
          weekdays={Array.from({ length: 7 }, (_, i) => names[(start + i) % 7] ?? '')}
          today="2026-03-12"
          byDay={new Map()}
          focused="2026-03-01"
          onFocusDay={() => undefined}
          labelledBy="month"
        />
      </>,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // 1 March 2026 is a Sunday: the first cell of the first row.
    expect(screen.getAllByRole('gridcell')[0]?.getAttribute('data-day')).toBe('2026-03-01');
  });
});
