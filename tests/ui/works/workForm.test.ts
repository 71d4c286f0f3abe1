import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../src/domain/validation/validateForm.ts';
import { emptyWork, workBody, workRules } from '../../../src/ui/works/workForm.ts';

describe('work form', () => {
  it('leaves out an empty code so that the server generates one, and sends ids as numbers', () => {
    const body = workBody({ ...emptyWork, name: ' Ristrutturazione ', customerId: '12', notes: ' ' });
    expect(body).not.toHaveProperty('code');
    expect(body).toMatchObject({ name: 'Ristrutturazione', customerId: 12, workTypeId: null, status: 'active', notes: null });
    expect(workBody({ ...emptyWork, name: 'A', code: '2026-0042' }).code).toBe('2026-0042');
  });

  it('needs a name and an end date not before the start date', () => {
    expect(Object.keys(validateForm(workRules, emptyWork))).toEqual(['name']);
    const errors = validateForm(workRules, { ...emptyWork, name: 'A', startDate: '2026-05-10', endDate: '2026-05-01' });
    expect(errors.endDate?.[0]?.rule).toBe('after_or_equal');
  });
});
