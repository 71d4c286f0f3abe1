import { describe, expect, it } from 'vitest';
import { emptySample, sampleBody, sampleNumberErrors } from '../../../src/ui/samples/sampleForm.ts';

const MESSAGES = { number: 'number', whole: 'whole' };
const typed = { ...emptySample, customerId: '2', customerName: 'Pastificio', volume: '1.200.000', packingSpeed: '90', weight: '4,2', priceTarget: '1.250,50' };

// The sample's numbers as people write them: an Italian "1.200.000" pieces a year is a million two hundred thousand.
describe('sample numbers are read in the user language', () => {
  it('Italian grouping and decimal comma', () => {
    expect(sampleNumberErrors(typed, 'it', MESSAGES)).toEqual({});
    expect(sampleBody(typed, 'it')).toMatchObject({ volume: 1200000, packingSpeed: 90, weight: '4.2', priceTarget: '1250.5' });
  });
  it('English grouping', () => {
    expect(sampleBody({ ...typed, volume: '1,200,000', weight: '4.2', priceTarget: '1,250.50' }, 'en')).toMatchObject({ volume: 1200000, weight: '4.2', priceTarget: '1250.5' });
  });
  it('refuses what is not a number, or not whole where it must be, under the field the server names', () => {
    expect(sampleNumberErrors({ ...typed, volume: '1,5', formatWidth: 'cento', weight: 'tanto' }, 'it', MESSAGES)).toEqual({ volume: ['whole'], 'format.widthMm': ['whole'], weight: ['number'] });
  });
});
