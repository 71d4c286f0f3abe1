import { beforeAll, describe, expect, it } from 'vitest';
import { dateFormatter, formatDay, formatRelativeDay, parseTypedDate, parseTypedTime } from '../../src/domain/dateFormat.ts';
import { appLanguage, formatDate, formatDateTime, formatTime } from '../../src/domain/numericDateFormat.ts';

// The device zone must not matter: run in Rome, where 2026-03-29 and 2026-10-25 are daylight-saving days.
beforeAll(() => {
  process.env['TZ'] = 'Europe/Rome';
});

describe('date formatting in the app language', () => {
  it('writes Italian and English as dd/mm/yyyy HH:mm', () => {
    expect(formatDateTime('2026-11-24 16:00:00', 'it')).toBe('24/11/2026 16:00');
    expect(formatDateTime('2026-11-24 16:00:00', 'en')).toBe('24/11/2026 16:00');
    expect(formatDate('2026-11-24 16:00:00', 'it')).toBe('24/11/2026');
    expect(formatTime('2026-11-24 09:05:00', 'en')).toBe('09:05');
  });

  it('shows a date-only value as a date, and a dash for nothing or garbage', () => {
    expect(formatDateTime('2026-11-24', 'it')).toBe('24/11/2026');
    expect(formatDateTime(null, 'it')).toBe('—');
    expect(formatDate('2026-02-30', 'en')).toBe('—');
    expect(formatDate(undefined, 'en', '')).toBe('');
  });

  it('keeps wall-clock values of daylight-saving days as stored', () => {
    // 02:30 does not exist in Rome on 2026-03-29, 02:30 happens twice on 2026-10-25: neither may move.
    expect(formatDateTime('2026-03-29 02:30:00', 'it')).toBe('29/03/2026 02:30');
    expect(formatDateTime('2026-03-29 03:00:00', 'en')).toBe('29/03/2026 03:00');
    expect(formatDateTime('2026-10-25 02:30:00', 'it')).toBe('25/10/2026 02:30');
    expect(formatDateTime('2026-10-25 01:59:59', 'en')).toBe('25/10/2026 01:59');
  });

  it('keeps midnight on its own day', () => {
    expect(formatDateTime('2026-12-31 00:00:00', 'it')).toBe('31/12/2026 00:00');
    expect(formatDateTime('2027-01-01 00:00:00', 'en')).toBe('01/01/2027 00:00');
    expect(formatTime('2026-03-29 00:00:00', 'it')).toBe('00:00');
  });

  it('names days in the language', () => {
    expect(formatDay('2026-11-24', 'it')).toBe('mar 24 nov');
    expect(formatDay('2026-11-24 23:30:00', 'en')).toBe('Tue 24 Nov');
    expect(dateFormatter('it').dayLong('2026-03-29')).toBe('domenica 29 marzo 2026');
  });

  it('says today, tomorrow and yesterday next to today', () => {
    expect(formatRelativeDay('2026-11-24 08:00:00', '2026-11-24', 'it')).toBe('oggi');
    expect(formatRelativeDay('2026-11-25', '2026-11-24', 'en')).toBe('tomorrow');
    expect(formatRelativeDay('2026-03-28', '2026-03-29', 'it')).toBe('ieri');
    expect(formatRelativeDay('2026-11-27', '2026-11-24', 'en')).toBe('Fri 27 Nov');
  });

  it('reads the app language from an i18next tag', () => {
    expect(appLanguage('en-GB')).toBe('en');
    expect(appLanguage('de')).toBe('it');
    expect(appLanguage(undefined)).toBe('it');
  });
});

describe('typed dates and times', () => {
  it('reads day first in both languages', () => {
    expect(parseTypedDate('24/11/2026', 'it')).toBe('2026-11-24');
    expect(parseTypedDate('24/11/2026', 'en')).toBe('2026-11-24');
    expect(parseTypedDate('1.2.2026', 'it')).toBe('2026-02-01');
    expect(parseTypedDate(' 29-03-2026 ', 'en')).toBe('2026-03-29');
  });

  it('refuses what is not a real day', () => {
    expect(parseTypedDate('30/02/2026', 'it')).toBeNull();
    expect(parseTypedDate('29/02/2026', 'it')).toBeNull();
    expect(parseTypedDate('29/02/2028', 'it')).toBe('2028-02-29');
    expect(parseTypedDate('2026-11-24', 'it')).toBeNull();
    expect(parseTypedDate('24/13/2026', 'en')).toBeNull();
    expect(parseTypedDate('24/11/26', 'en')).toBeNull();
  });

  it('reads times of day, including the DST hours, and refuses others', () => {
    expect(parseTypedTime('16:00')).toBe('16:00');
    expect(parseTypedTime('9.05')).toBe('09:05');
    expect(parseTypedTime('2:30')).toBe('02:30');
    expect(parseTypedTime('7')).toBe('07:00');
    expect(parseTypedTime('24:00')).toBeNull();
    expect(parseTypedTime('12:61')).toBeNull();
    expect(parseTypedTime('noon')).toBeNull();
  });
});
