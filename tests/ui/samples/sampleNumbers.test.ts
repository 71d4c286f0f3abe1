import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { decimalErrors } from '../../../src/ui/components/decimalRules.ts';
import { emptySample, sampleBody, SAMPLE_NUMBER_FIELDS, SAMPLE_NUMBER_RULES, type SampleFormValues } from '../../../src/ui/samples/sampleForm.ts';

// The message keys stand for their texts.
const t = ((key: string) => key) as unknown as TFunction;
const numberErrors = (values: SampleFormValues, language: string) => decimalErrors(t, values, SAMPLE_NUMBER_FIELDS, [], language, SAMPLE_NUMBER_RULES);
const typed = { ...emptySample, customerId: '2', customerName: 'Pastificio', volume: '1.200.000', packingSpeed: '90', weight: '4,2', priceTarget: '1.250,50' };

// The sample's numbers as people write them: an Italian "1.200.000" pieces a year is a million two hundred thousand.
describe('sample numbers are read in the user language', () => {
  it('Italian grouping and decimal comma', () => {
    expect(numberErrors(typed, 'it')).toEqual({});
    expect(sampleBody(typed, 'it')).toMatchObject({ volume: 1200000, packingSpeed: 90, weight: '4.2', priceTarget: '1250.5' });
  });
  it('English grouping', () => {
    expect(sampleBody({ ...typed, volume: '1,200,000', weight: '4.2', priceTarget: '1,250.50' }, 'en')).toMatchObject({ volume: 1200000, weight: '4.2', priceTarget: '1250.5' });
  });
  it('refuses what is not a number, or not whole where it must be, under the field the server names', () => {
    expect(numberErrors({ ...typed, volume: '1,5', formatWidth: 'cento', weight: 'tanto', thickness: '-3' }, 'it')).toEqual({
      volume: ['ui:decimal.whole'],
      'format.widthMm': ['ui:decimal.whole'],
      thicknessMicron: ['ui:decimal.whole'],
      weight: ['ui:decimal.invalid'],
    });
  });
});
