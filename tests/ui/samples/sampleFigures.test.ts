import { describe, expect, it } from 'vitest';
import { sampleFigures } from '../../../src/ui/samples/sampleFigures.ts';

// The sample sheet showed the wire's "6.8" and "95.00" in an Italian page (walk of issue 29.6).
describe('sampleFigures', () => {
  const sample = { weight: '6.8', packingSpeed: 1200, thicknessMicron: 60, priceTarget: '95.00', volume: 1200000 };

  it('writes the numbers in Italian: decimal comma, grouping, the price with its currency', () => {
    expect(sampleFigures(sample, 'it')).toEqual({ weight: '6,8', packingSpeed: '1.200', thickness: '60', priceTarget: '95,00 €', volume: '1.200.000' });
  });

  it('writes them in English with its own conventions', () => {
    expect(sampleFigures(sample, 'en')).toEqual({ weight: '6.8', packingSpeed: '1,200', thickness: '60', priceTarget: '€95.00', volume: '1,200,000' });
  });

  it('leaves a missing value missing, for the screen to show its dash', () => {
    expect(sampleFigures({ weight: null, packingSpeed: null, thicknessMicron: null, priceTarget: null, volume: null }, 'it')).toEqual({ weight: null, packingSpeed: null, thickness: null, priceTarget: null, volume: null });
  });
});
