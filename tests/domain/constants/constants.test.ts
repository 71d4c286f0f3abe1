import { describe, expect, it } from 'vitest';
import commonEn from '../../../locales/en/common.json';
import commonIt from '../../../locales/it/common.json';
import { PASSWORD_MIN_LENGTH, SECTION_ACCESS_VALIDITY_MINUTES, TOKEN_STORAGE_KEYS } from '../../../src/domain/constants/auth.ts';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/domain/constants/chunks.ts';
import { DEFAULT_EVENT_DURATION_MINUTES, HOLIDAY_BACKGROUND_START } from '../../../src/domain/constants/events.ts';
import { EVENT_TYPES, eventTypeLabelKey, isEventType } from '../../../src/domain/constants/eventTypes.ts';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, isLanguage, LANGUAGES } from '../../../src/domain/constants/languages.ts';
import { MOBILE_THRESHOLD_PX } from '../../../src/domain/constants/layout.ts';
import { NEWSLETTER_CONFIRM_EMAIL_DEFAULT } from '../../../src/domain/constants/newsletter.ts';
import { DEFAULT_PAGE_SIZE, isUnpagedResource } from '../../../src/domain/constants/pagination.ts';
import { MENU_COLLAPSED_VALUE, MENU_SIZES, PREFERENCE_KEYS } from '../../../src/domain/constants/preferences.ts';
import { TASK_WITH_EVENT_DEFAULT } from '../../../src/domain/constants/tasks.ts';

describe('business constants (spec §9)', () => {
  it('has the spec values', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(50);
    expect(DEFAULT_EVENT_DURATION_MINUTES).toBe(30);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(SECTION_ACCESS_VALIDITY_MINUTES).toBe(10);
    expect(TASK_WITH_EVENT_DEFAULT).toBe(true);
    expect(NEWSLETTER_CONFIRM_EMAIL_DEFAULT).toBe(false);
    expect(MOBILE_THRESHOLD_PX).toBe(640);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(HOLIDAY_BACKGROUND_START).toBe('2021-01-01');
  });

  it('exempts price lists, categories, profile categories and permissions from the page size', () => {
    expect(['price-lists', 'categories', 'profile-categories', 'permissions'].every(isUnpagedResource)).toBe(true);
    expect(isUnpagedResource('profiles')).toBe(false);
  });

  it('speaks Italian by default and as fallback, English too', () => {
    expect(LANGUAGES).toEqual(['it', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('it');
    expect(FALLBACK_LANGUAGE).toBe('it');
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });

  it('names the preferences and the stored tokens', () => {
    expect(PREFERENCE_KEYS).toEqual({ language: 'language', firstDayOfWeek: 'first_day_of_week', menuSize: 'menu.size', menuExpanded: 'menu.expanded', theme: 'theme' });
    expect(MENU_SIZES).toEqual(['standard', 'small']);
    expect(MENU_COLLAPSED_VALUE).toBe('collapsed');
    expect(new Set(Object.values(TOKEN_STORAGE_KEYS)).size).toBe(3);
  });

  it('has every event type of spec §3, each labelled in both languages', () => {
    expect(EVENT_TYPES).toHaveLength(19);
    expect(isEventType('ex_holiday')).toBe(true);
    expect(isEventType('holiday')).toBe(false);
    for (const type of EVENT_TYPES) {
      const [, name] = eventTypeLabelKey(type).split('.') as [string, keyof typeof commonIt.eventTypes];
      expect(commonIt.eventTypes[name], type).toBeTypeOf('string');
      expect(commonEn.eventTypes[name], type).toBeTypeOf('string');
    }
    expect(commonIt.eventTypes.permission).toBe('Permesso monte ore');
    expect(commonIt.eventTypes.ex_holiday).toBe('Ex-festività');
  });
});
