import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import calendarEn from '../../../locales/en/calendar.json';
import calendarIt from '../../../locales/it/calendar.json';
import { durationParts, eventDurationText } from '../../../src/ui/calendar/eventDurationText.ts';

const tIn = async (lng: 'it' | 'en'): Promise<TFunction> => {
  const instance = createInstance();
  await instance.init({ lng, ns: ['calendar'], defaultNS: 'calendar', resources: { it: { calendar: calendarIt }, en: { calendar: calendarEn } } });
  return instance.t;
};

describe("an event's length in words", () => {
  it('splits minutes into days, hours and minutes', () => {
    expect(durationParts(1440)).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(durationParts(1590)).toEqual({ days: 1, hours: 2, minutes: 30 });
    expect(durationParts(45)).toEqual({ days: 0, hours: 0, minutes: 45 });
  });

  it('reads an all-day event as a day and a meeting in hours and minutes, not "1440 minuti"', async () => {
    const it_ = await tIn('it');
    expect(eventDurationText(it_, 'it', 1440)).toBe('Dura 1 giorno');
    expect(eventDurationText(it_, 'it', 10080)).toBe('Dura 7 giorni');
    expect(eventDurationText(it_, 'it', 150)).toBe('Dura 2 ore e 30 minuti');
    expect(eventDurationText(it_, 'it', 60)).toBe('Dura 1 ora');
    expect(eventDurationText(it_, 'it', 0)).toBe('Dura 0 minuti');
    const en = await tIn('en');
    expect(eventDurationText(en, 'en', 1565)).toBe('Lasts 1 day, 2 hours and 5 minutes');
    expect(eventDurationText(en, 'en', 30)).toBe('Lasts 30 minutes');
  });
});
