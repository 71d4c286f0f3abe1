import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../src/domain/validation/validateForm.ts';
import { emptySalesReport, salesReportRules } from '../../../src/ui/salesReports/salesReportForm.ts';

// The report form's rules, as the server holds them (tests/server/suites/salesReports.ts).
describe('salesReportRules', () => {
  const filled = { ...emptySalesReport('2026-02-10', { id: '1', name: 'Supermercati Tirreno' }), summary: 'Visita' };

  it('takes a next action on the report day or later', () => {
    expect(validateForm(salesReportRules, { ...filled, nextActionAt: '2026-02-10 17:00:00' })).toEqual({});
    expect(validateForm(salesReportRules, { ...filled, nextActionAt: null })).toEqual({});
  });

  it('refuses a next action before the contact it follows', () => {
    expect(validateForm(salesReportRules, { ...filled, nextActionAt: '2026-02-09 10:00:00' }).nextActionAt?.[0]?.rule).toBe('after_or_equal');
  });
});
