import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../src/domain/validation/validateForm.ts';
import type { SalesReport } from '../../../src/api/salesReports.ts';
import { emptySalesReport, salesReportBody, salesReportRules, salesReportToValues } from '../../../src/ui/salesReports/salesReportForm.ts';

// The report form's rules, as the server holds them (tests/server/suites/salesReports.ts).
describe('salesReportRules', () => {
  const filled = { ...emptySalesReport('2026-02-10', { id: '1', name: 'Supermercati Tirreno' }), summary: 'Visita' };

  it('takes a next action on the report day or later', () => {
    expect(validateForm(salesReportRules, { ...filled, nextActionAt: '2026-02-10 17:00:00' })).toEqual({});
    expect(validateForm(salesReportRules, { ...filled, nextActionAt: null })).toEqual({});
    // The time is optional: a day alone is a next action on that day.
    expect(validateForm(salesReportRules, { ...filled, nextActionAt: '2026-02-10' })).toEqual({});
    expect(validateForm(salesReportRules, { ...filled, nextActionAt: '2026-02-09' }).nextActionAt?.[0]?.rule).toBe('after_or_equal');
  });

  it('refuses a next action before the contact it follows', () => {
    expect(validateForm(salesReportRules, { ...filled, nextActionAt: '2026-02-09 10:00:00' }).nextActionAt?.[0]?.rule).toBe('after_or_equal');
  });
});

// The agent (the report's author, contract user_id) is part of the record the edit form holds: an unchanged save
// sends the author it read, a new report without one is the signed-in user's, a deleted author (id 0) is sent as nobody.
describe('the agent of a report', () => {
  const report: SalesReport = {
    id: 7,
    date: '2026-11-24',
    profile: { id: 2, name: 'Pastificio Fratelli Lombardi S.r.l.', type: 'customer' },
    user: { id: 4, name: 'Sara Esposito', email: 'operator@acme.test', avatarUrl: null },
    contactType: 'call',
    summary: 'Rinnovo contratto quadro',
    notes: null,
    outcome: 'Richiesta revisione prezzi',
    nextAction: null,
    nextActionAt: '2026-12-01 10:00:00',
    materials: [{ id: 2, name: 'Buste stampate' }],
    interests: [],
    createdAt: '2026-11-24 16:26:28',
    updatedAt: '2026-11-24 16:26:28',
  };

  it('shows the author on the edit form and sends the same author back on an unchanged save', () => {
    const values = salesReportToValues(report);
    expect(values).toMatchObject({ userId: '4', userName: 'Sara Esposito' });
    expect(salesReportBody(values).userId).toBe(4);
  });

  it('sends the agent chosen, and none for a new report left empty (the server makes it the signed-in user)', () => {
    const fresh = { ...emptySalesReport('2026-02-10', { id: '1', name: 'Supermercati Tirreno' }), summary: 'Visita' };
    expect('userId' in salesReportBody(fresh)).toBe(false);
    expect(salesReportBody({ ...fresh, userId: '3', userName: 'Luca Ferrari' }).userId).toBe(3);
  });

  it('leaves a report whose author was deleted without one (nobody is sent)', () => {
    const values = salesReportToValues({ ...report, user: { id: 0, name: '', email: '', avatarUrl: null } });
    expect(values).toMatchObject({ userId: null, userName: null });
    expect('userId' in salesReportBody(values)).toBe(false);
  });
});
