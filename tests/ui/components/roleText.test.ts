import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import commonEn from '../../../locales/en/common.json';
import commonIt from '../../../locales/it/common.json';
import { roleText } from '../../../src/ui/components/roleText.ts';

const tIn = async (lng: 'it' | 'en'): Promise<TFunction> => {
  const instance = createInstance();
  await instance.init({ lng, ns: ['common'], defaultNS: 'common', resources: { it: { common: commonIt }, en: { common: commonEn } } });
  return instance.t;
};

describe('the words of a role', () => {
  it('shows built-in roles by their translated name, never "label (name)"', async () => {
    const it_ = await tIn('it');
    // The stored label of both administrator roles is "Administrator": the reader must still tell them apart.
    expect(roleText(it_, { name: 'admin', label: 'Administrator' })).toBe('Amministratore');
    expect(roleText(it_, { name: 'sub_admin', label: 'Administrator' })).toBe('Sotto-amministratore');
    expect(roleText(it_, { name: 'operator', label: 'Operator' })).toBe('Operatore');
    const en = await tIn('en');
    expect(roleText(en, { name: 'sub_admin', label: 'Administrator' })).toBe('Sub-administrator');
  });

  it('shows a custom role by the label its tenant gave it', async () => {
    const it_ = await tIn('it');
    expect(roleText(it_, { name: 'agente_zona', label: 'Agente di zona' })).toBe('Agente di zona');
  });
});
