import { describe, expect, it } from 'vitest';
import { acceptedLanguage, readerLanguage } from '../../../server/src/i18n/language.ts';
import { dateTimeParam, fieldParam, hoursParam, message, quotedParam } from '../../../server/src/i18n/message.ts';
import { renderMessage } from '../../../server/src/i18n/render.ts';

describe('the reader language', () => {
  it('is the preference, else the best accepted language of ours, else the tenant default, else Italian', () => {
    expect(readerLanguage({ preference: 'en', acceptLanguage: 'it', tenantDefault: 'it' })).toBe('en');
    expect(readerLanguage({ preference: null, acceptLanguage: 'fr-FR, en-GB;q=0.8, it;q=0.5', tenantDefault: 'it' })).toBe('en');
    expect(readerLanguage({ acceptLanguage: 'de, fr', tenantDefault: 'en' })).toBe('en');
    expect(readerLanguage({ acceptLanguage: 'en;q=0, de' })).toBe('it');
    expect(readerLanguage({})).toBe('it');
  });

  it('reads quality values and ignores those of zero', () => {
    expect(acceptedLanguage('it;q=0.3, en;q=0.9')).toBe('en');
    expect(acceptedLanguage('en;q=0')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
  });
});

describe('a catalogue message', () => {
  it('is worded in the reader language with its values formatted for them', () => {
    const required = message('validation.required', { field: fieldParam('items.0.weight') });
    expect(renderMessage(required, 'it')).toMatch(/^Il campo .+ è obbligatorio\.$/);
    expect(renderMessage(required, 'en')).toMatch(/^The .+ field is required\.$/);
    const longest = message('validation.maxLength', { field: fieldParam('name'), count: 1 });
    expect(renderMessage(longest, 'it')).toContain('1 carattere.');
    expect(renderMessage(message('validation.maxLength', { field: fieldParam('name'), count: 5 }), 'it')).toContain('5 caratteri.');
    // A count reads grouped as the reader writes numbers, and still picks the plural form.
    expect(renderMessage(message('validation.maxLength', { field: fieldParam('description'), count: 10000 }), 'it')).toBe('Il campo Descrizione non può superare 10.000 caratteri.');
    expect(renderMessage(message('validation.maxLength', { field: fieldParam('description'), count: 10000 }), 'en')).toBe(
      'The description field must not be longer than 10,000 characters.',
    );
  });

  it("names an item of a list by its list's label and position, never by its path", () => {
    const item = message('validation.integer', { field: fieldParam('company_ids.0') });
    expect(renderMessage(item, 'it')).toBe('Il campo Aziende (elemento 1) deve essere un numero intero.');
    expect(renderMessage(item, 'en')).toBe('The companies (item 1) field must be a whole number.');
    const choice = message('validation.choice', { field: fieldParam('types.2') });
    expect(renderMessage(choice, 'it')).toBe('Il valore scelto per Tipi (elemento 3) non è valido.');
    expect(renderMessage(choice, 'en')).toBe('The choice for types (item 3) is not valid.');
  });

  it('formats dates, hours and quoted values the reader way', async () => {
    const { renderWording } = await import('../../../server/src/i18n/render.ts');
    // A key the catalogue lacks shows as the key: the params still format (checked through a real key below).
    expect(renderWording('fixed text', 'it')).toBe('fixed text');
    const params = { limit: dateTimeParam('2026-12-23 09:00:00') };
    expect(renderMessage(message('validation.minimum', { field: fieldParam('start'), ...params }), 'it')).toContain('23/12/2026 09:00');
    expect(renderMessage(message('validation.minimum', { field: fieldParam('hours'), limit: hoursParam('1.50') }), 'it')).toContain('1,5 h');
    expect(renderMessage(message('validation.minimum', { field: fieldParam('hours'), limit: hoursParam('1.50') }), 'en')).toContain('1.5 h');
    expect(renderMessage(message('validation.minimum', { field: fieldParam('email'), limit: quotedParam('x@') }), 'it')).toContain('«x@»');
  });
});
