import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../src/domain/validation/validateForm.ts';
import type { Work } from '../../../src/api/works.ts';
import { emptyWork, isWorkUnchanged, workBody, workRules, workToValues } from '../../../src/ui/works/workForm.ts';

describe('work form', () => {
  it('leaves out an empty code so that the server generates one, and sends ids as numbers', () => {
    const body = workBody({ ...emptyWork, name: ' Ristrutturazione ', customerId: '12', notes: ' ' });
    expect(body).not.toHaveProperty('code');
    expect(body).toMatchObject({ name: 'Ristrutturazione', customerId: 12, workTypeId: null, status: 'active', notes: null });
    expect(workBody({ ...emptyWork, name: 'A', code: '2026-0042' }).code).toBe('2026-0042');
  });

  it('knows a save of what was loaded writes nothing, and one changed field changes only that field', () => {
    const work = {
      id: 4, code: '2026-0042', name: 'Ristrutturazione', description: null, status: 'active', customerId: 12, customer: { id: 12, name: 'Rossi', type: 'customer' },
      workType: { id: 2, name: 'Cantiere' }, startDate: '2026-05-01', endDate: null, notes: 'Piano terra',
    } as unknown as Work;
    const loaded = workToValues(work);
    expect(isWorkUnchanged(workToValues(work), loaded)).toBe(true);
    // Trailing blanks are not a change: the body trims them.
    expect(isWorkUnchanged({ ...loaded, notes: 'Piano terra ' }, loaded)).toBe(true);
    const changed = { ...loaded, endDate: '2026-06-30' };
    expect(isWorkUnchanged(changed, loaded)).toBe(false);
    const before = workBody(loaded);
    const after = workBody(changed);
    expect(Object.keys(after).filter((key) => JSON.stringify(after[key as keyof typeof after]) !== JSON.stringify(before[key as keyof typeof before]))).toEqual(['endDate']);
  });

  it('needs a name and an end date not before the start date', () => {
    expect(Object.keys(validateForm(workRules, emptyWork))).toEqual(['name']);
    const errors = validateForm(workRules, { ...emptyWork, name: 'A', startDate: '2026-05-10', endDate: '2026-05-01' });
    expect(errors.endDate?.[0]?.rule).toBe('after_or_equal');
  });
});
