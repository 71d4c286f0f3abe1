// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import VacationReportRoute from '../../../src/ui/vacations/VacationReportRoute.tsx';
import { initVacationTexts } from './quickDecisionFixture.ts';
import itVacations from '../../../locales/it/vacations.json';

// The payroll report's month is chosen in the reader's words, not with a native month input (which speaks the
// browser's language: "November 2026" on an Italian page, and a bare text box where the browser has no month picker).
// Previous/next move one month in the address; the report itself, the session and the permission are stood in for.

const asked: string[] = [];
vi.mock('../../../src/ui/components/useRemoteValue.ts', () => ({
  useRemoteValue: (_logic: unknown, month: string) => {
    asked.push(month);
    return { value: { people: [], totals: {}, holidays: [] }, loading: false, failed: false, errorTag: null, retry: () => undefined };
  },
}));
vi.mock('../../../src/ui/components/useCommand.ts', () => ({ useCommand: () => ({ running: false, run: () => undefined }) }));
vi.mock('../../../src/ui/vacations/useManagesLeave.ts', () => ({ useManagesLeave: () => true }));
vi.mock('../../../src/ui/components/useTimeZone.ts', () => ({ useTimeZone: () => 'Europe/Rome' }));

beforeAll(async () => {
  await initVacationTexts();
  i18next.addResourceBundle('it', 'vacations', itVacations);
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const renderAt = (path: string) => {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <VacationReportRoute />
    </Router>,
  );
  return location;
};

describe('the payroll report, choosing the month', () => {
  it('names the month in the reader’s language and offers no native month input', async () => {
    await i18next.changeLanguage('it');
    renderAt('/vacations/report?month=2026-11');
    expect(screen.getByTestId('report-month').textContent).toBe('novembre 2026');
    expect(document.body.querySelector('input[type="month"]')).toBeNull();
    expect(screen.getByRole('group', { name: 'Mese' })).toBeTruthy();
  });

  it('steps to the month before and after in the address, across the year', async () => {
    const location = renderAt('/vacations/report?month=2026-01');
    expect(screen.getByTestId('report-month').textContent).toBe('January 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(location.history?.at(-1)).toBe('/vacations/report?month=2025-12');
    expect(await screen.findByText('December 2025')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(location.history?.at(-1)).toBe('/vacations/report?month=2026-02');
    expect(asked).toContain('2025-12');
    expect(asked.at(-1)).toBe('2026-02');
  });
});
