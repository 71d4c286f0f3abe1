import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import enCommon from '../../../locales/en/common.json';
import itCommon from '../../../locales/it/common.json';
import { authorName } from '../../../src/ui/components/authorName.ts';

// A sales report outlives its deleted author; the server names that author with an empty name.

const translator = async (lng: 'it' | 'en') => {
  const i18n = createInstance();
  await i18n.init({ lng, ns: ['common'], resources: { it: { common: itCommon }, en: { common: enCommon } } });
  return i18n.t;
};

describe("a record's author", () => {
  it('is named by their name, and a deleted one as such in the reader language (never a blank)', async () => {
    const it_ = await translator('it');
    const en = await translator('en');
    expect(authorName({ name: 'Sara Esposito' }, it_)).toBe('Sara Esposito');
    expect(authorName({ name: '' }, it_)).toBe('Utente eliminato');
    expect(authorName({ name: ' ' }, en)).toBe('Deleted user');
  });
});
