import { describe, expect, it } from 'vitest';
import { sampleOutcome } from '../../../src/ui/samples/sampleOutcome.ts';

describe('sampleOutcome', () => {
  it('names who denied, who has still to approve, or that both approved', () => {
    expect(sampleOutcome('pending', 'pending')).toEqual({ key: 'draft' });
    expect(sampleOutcome('approved', 'approved')).toEqual({ key: 'approved' });
    expect(sampleOutcome('approved', 'denied')).toEqual({ key: 'denied', department: 'sales_management' });
    expect(sampleOutcome('denied', 'evaluated')).toEqual({ key: 'denied', department: 'technical_direction' });
    expect(sampleOutcome('denied', 'denied')).toEqual({ key: 'deniedBoth' });
    expect(sampleOutcome('approved', 'evaluated')).toEqual({ key: 'in_evaluation', waiting: { key: 'waitingOne', department: 'sales_management' } });
    expect(sampleOutcome('pending', 'approved')).toEqual({ key: 'in_evaluation', waiting: { key: 'waitingOne', department: 'technical_direction' } });
    expect(sampleOutcome('evaluated', 'pending')).toEqual({ key: 'in_evaluation', waiting: { key: 'waitingBoth' } });
  });
});
