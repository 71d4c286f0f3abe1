import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import vacationsEn from '../../../locales/en/vacations.json';
import vacationsIt from '../../../locales/it/vacations.json';
import { durationText } from '../../../src/ui/components/vacations/durationText.ts';

const tIn = async (lng: 'it' | 'en'): Promise<TFunction> => {
  const instance = createInstance();
  await instance.init({ lng, ns: ['vacations'], defaultNS: 'vacations', resources: { it: { vacations: vacationsIt }, en: { vacations: vacationsEn } } });
  return instance.t;
};

describe('a request’s length in words', () => {
  it('drops the wire’s trailing zeros and agrees the noun with the number ("1 giorno", "2 giorni")', async () => {
    const t = await tIn('it');
    expect(durationText(t, 'it', { hours: '16.00', days: '2.00' })).toBe('16 ore lavorative (2 giorni)');
    expect(durationText(t, 'it', { hours: '8.00', days: '1.00' })).toBe('8 ore lavorative (1 giorno)');
    expect(durationText(t, 'it', { hours: '1.00', days: '0.13' })).toBe('1 ora lavorativa (0,13 giorni)');
  });

  it('writes English numbers and nouns in English', async () => {
    const t = await tIn('en');
    expect(durationText(t, 'en', { hours: '1.50', days: '0.19' })).toBe('1.5 working hours (0.19 days)');
    expect(durationText(t, 'en', { hours: '8.00', days: '1.00' })).toBe('8 working hours (1 day)');
  });
});
