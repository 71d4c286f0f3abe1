import { describe, expect, it } from 'vitest';
import type { Phase } from '../../../src/api/works.ts';
import { validateForm } from '../../../src/domain/validation/validateForm.ts';
import { phaseChanges, phasePositions, phaseRules, phaseToValues } from '../../../src/ui/works/phaseForm.ts';

const phase = {
  id: 9, workId: 4, name: 'Rilievo', description: 'Misure del locale', position: 2, status: 'todo',
  startDate: '2026-05-04', endDate: null, createdAt: '2026-05-01 09:00:00', updatedAt: '2026-05-01 09:00:00',
} satisfies Phase;

describe('phase form', () => {
  it('sends nothing for a phase left as it was, spaces around texts included', () => {
    expect(phaseChanges(phase, phaseToValues(phase))).toEqual({});
    expect(phaseChanges(phase, { ...phaseToValues(phase), name: ' Rilievo ', description: 'Misure del locale  ' })).toEqual({});
    expect(phaseChanges({ ...phase, description: null }, { ...phaseToValues({ ...phase, description: null }), description: '   ' })).toEqual({});
  });

  it('sends each changed field and only those: trimmed texts, a cleared description or date as null, the place as a number', () => {
    const values = phaseToValues(phase);
    expect(phaseChanges(phase, { ...values, name: ' Rilievo misure ' })).toEqual({ name: 'Rilievo misure' });
    expect(phaseChanges(phase, { ...values, description: ' ' })).toEqual({ description: null });
    expect(phaseChanges(phase, { ...values, position: '1' })).toEqual({ position: 1 });
    expect(phaseChanges(phase, { ...values, startDate: null, endDate: '2026-05-08' })).toEqual({ startDate: null, endDate: '2026-05-08' });
  });

  it('needs a name and an end date not before the start date', () => {
    const values = phaseToValues(phase);
    expect(Object.keys(validateForm(phaseRules, { ...values, name: ' ', endDate: '2026-05-03' }))).toEqual(['name', 'endDate']);
    expect(validateForm(phaseRules, { ...values, endDate: '2026-05-04' })).toEqual({});
  });

  it('offers every place of the work, the current one included', () => {
    expect(phasePositions(3, 2)).toEqual(['1', '2', '3']);
    expect(phasePositions(0, 2)).toEqual(['1', '2']);
  });
});
