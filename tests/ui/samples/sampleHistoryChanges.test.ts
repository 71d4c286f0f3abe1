import { describe, expect, it } from 'vitest';
import { dateFormatter } from '../../../src/domain/dateFormat.ts';
import { sampleChangeValue, type ChangeWordsContext } from '../../../src/ui/samples/sampleHistoryChanges.ts';

// The sample's history printed the wire's values: an Italian page read "Peso: 6.8 → 7.25", "Volume: 400000 → 1200000",
// "Data: 2026-11-29 → 2026-11-30" (walk of session 24).
const context = (language: 'it' | 'en'): ChangeWordsContext => ({ language, date: (wire) => dateFormatter(language).date(wire), yes: language === 'it' ? 'Sì' : 'Yes', no: 'No' });

describe('sampleChangeValue', () => {
  it('writes numbers, prices and dates in Italian', () => {
    const it_ = context('it');
    expect(sampleChangeValue('weight', '7.25', it_)).toBe('7,25');
    expect(sampleChangeValue('volume', 1200000, it_)).toBe('1.200.000');
    expect(sampleChangeValue('packing_speed', 1200, it_)).toBe('1.200');
    expect(sampleChangeValue('price_target', '95.5', it_)).toBe('95,50 €');
    expect(sampleChangeValue('date', '2026-11-30', it_)).toBe('30/11/2026');
  });

  it('writes them in English with its own conventions', () => {
    const en = context('en');
    expect(sampleChangeValue('weight', '7.25', en)).toBe('7.25');
    expect(sampleChangeValue('volume', 1200000, en)).toBe('1,200,000');
    expect(sampleChangeValue('price_target', '95.5', en)).toBe('€95.50');
    expect(sampleChangeValue('date', '2026-11-30', en)).not.toBe('2026-11-30');
  });

  it('keeps words, lists, flags and missing values readable', () => {
    const it_ = context('it');
    expect(sampleChangeValue('machine_name', 'Ilapak 3000', it_)).toBe('Ilapak 3000');
    expect(sampleChangeValue('materials', ['PET', 'PE'], it_)).toBe('PET, PE');
    expect(sampleChangeValue('new_project', true, it_)).toBe('Sì');
    expect(sampleChangeValue('weight', null, it_)).toBe('—');
  });
});
