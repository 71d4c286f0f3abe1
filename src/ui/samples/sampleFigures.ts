import type { Sample } from '../../api/samples.ts';
import { formatNumber, formatQuantity, formatUnitPrice } from '../../domain/numberFormat.ts';

export type SampleFigures = {
  readonly weight: string | null;
  readonly packingSpeed: string | null;
  readonly thickness: string | null;
  readonly priceTarget: string | null;
  readonly volume: string | null;
};

type Figures = Pick<Sample, 'weight' | 'packingSpeed' | 'thicknessMicron' | 'priceTarget' | 'volume'>;

const orNull = (text: string): string | null => (text === '' ? null : text);

/**
 * The sample sheet's numbers as people write them, through the one number formatter (issue 29.6): the wire's
 * "6.8" and "95.00" read "6,8" and "95,00 €" in Italian, a yearly volume is grouped ("1.200.000"). Their units are
 * in the field labels ("Peso (g)", "per 1000 pz"), as on the form; the PDF formats them the same way.
 */
export const sampleFigures = (sample: Figures, language: string): SampleFigures => ({
  weight: orNull(formatQuantity(sample.weight, language)),
  packingSpeed: orNull(formatNumber(sample.packingSpeed, language)),
  thickness: orNull(formatNumber(sample.thicknessMicron, language)),
  priceTarget: orNull(formatUnitPrice(sample.priceTarget, language)),
  volume: orNull(formatNumber(sample.volume, language)),
});
