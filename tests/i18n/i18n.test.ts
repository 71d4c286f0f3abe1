import { describe, expect, it } from 'vitest';
import { createI18n, initI18n, loadNamespaces } from '../../src/i18n/i18n.ts';

describe('i18n setup', () => {
  it('starts in Italian with common, validation and errors loaded', async () => {
    const i18n = await initI18n(undefined, createI18n());
    expect(i18n.language).toBe('it');
    for (const namespace of ['common', 'validation', 'errors']) expect(i18n.hasResourceBundle('it', namespace)).toBe(true);
    expect(i18n.t('actions.save')).toBe('Salva');
    expect(i18n.t('errors:tasks.completedNotTrackable')).toBe('Non è possibile tracciare un\'attività completata.');
  });

  it('speaks English when asked and renders the spec wording exactly', async () => {
    const i18n = await initI18n('en', createI18n());
    expect(i18n.t('actions.save')).toBe('Save');
    expect(i18n.t('validation:password', { min: 8 })).toBe(
      'Password must contain a digit, a lower case letter, an upper case letter, a special character, and must be at least 8 characters long',
    );
    expect(i18n.t('notices.created', { name: 'Customer' })).toBe('Customer created');
  });

  it('falls back to Italian for a text missing in English', async () => {
    const i18n = await initI18n('en', createI18n());
    i18n.addResource('it', 'common', 'onlyInItalian', 'Solo in italiano');
    expect(i18n.t('onlyInItalian')).toBe('Solo in italiano');
  });

  it('falls back to Italian for an unsupported language and maps regional variants', async () => {
    const german = await initI18n('it', createI18n());
    await german.changeLanguage('de');
    expect(german.t('actions.save')).toBe('Salva');

    const british = createI18n();
    await initI18n('it', british);
    await british.changeLanguage('en-GB');
    expect(british.resolvedLanguage).toBe('en');
    expect(british.t('actions.save')).toBe('Save');
  });

  it('loads more namespaces on demand', async () => {
    const i18n = await initI18n('it', createI18n());
    await loadNamespaces(['validation'], i18n);
    expect(i18n.t('validation:after', { date: '2024-01-01' })).toBe('Deve essere una data successiva al 01/01/2024.');
  });
});
