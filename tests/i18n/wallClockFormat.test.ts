import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import validationEn from '../../locales/en/validation.json';
import validationIt from '../../locales/it/validation.json';
import { registerWallClockFormat } from '../../src/i18n/wallClockFormat.ts';

const instanceIn = async (lng: 'it' | 'en') => {
  const instance = createInstance();
  await instance.init({ lng, ns: ['validation'], defaultNS: 'validation', interpolation: { escapeValue: false }, resources: { it: { validation: validationIt }, en: { validation: validationEn } } });
  registerWallClockFormat(instance);
  return instance;
};

describe('dates inside messages built in the browser', () => {
  it('shows the date-order rule’s reference in the language’s format, not the wire form', async () => {
    const it_ = await instanceIn('it');
    expect(it_.t('validation:after_or_equal', { date: '2026-12-23 09:00:00' })).toBe('Deve essere una data uguale o successiva al 23/12/2026 09:00.');
    expect(it_.t('validation:before', { date: '2026-12-23' })).toBe('Deve essere una data precedente al 23/12/2026.');
    const en = await instanceIn('en');
    expect(en.t('validation:after', { date: '2026-12-23 09:00:00' })).toBe('Must be a date after 23/12/2026 09:00.');
  });

  it('leaves a value that is not a calendar value as it is', async () => {
    const it_ = await instanceIn('it');
    expect(it_.t('validation:after', { date: 'domani' })).toBe('Deve essere una data successiva al domani.');
  });
});
