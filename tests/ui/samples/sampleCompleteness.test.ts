import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { emptySample, sampleBody, sampleCompletenessErrors } from '../../../src/ui/samples/sampleForm.ts';

// Walk of session 24: a format width typed without its height, and a test result added without a date, were left out
// of the body and lost on save without a word. The form now refuses them under the field to fill.
const t = ((key: string) => key) as unknown as TFunction;
const base = { ...emptySample, customerId: '2', customerName: 'Pastificio' };

describe('a sample form never drops what was typed', () => {
  it('asks for the missing side of a format', () => {
    expect(sampleBody({ ...base, formatWidth: '120' }, 'it').format).toBeNull();
    expect(sampleCompletenessErrors(t, { ...base, formatWidth: '120' })).toEqual({ 'format.heightMm': ['validation:required'] });
    expect(sampleCompletenessErrors(t, { ...base, formatHeight: '80' })).toEqual({ 'format.widthMm': ['validation:required'] });
    expect(sampleCompletenessErrors(t, { ...base, formatWidth: '120', formatHeight: '80' })).toEqual({});
    expect(sampleCompletenessErrors(t, base)).toEqual({});
  });

  it('asks for the date of a test result, which the body would leave out', () => {
    const values = { ...base, testResults: [{ id: null, date: '2026-11-20', outcome: 'passed' as const, notes: '' }, { id: null, date: null, outcome: 'failed' as const, notes: 'Saldatura aperta' }] };
    expect(sampleBody(values, 'it').testResults).toHaveLength(1);
    expect(sampleCompletenessErrors(t, values)).toEqual({ 'testResults.1.date': ['validation:required'] });
  });
});
