import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import dashboardEn from '../../../locales/en/dashboard.json';
import dashboardIt from '../../../locales/it/dashboard.json';
import { decisionNotice } from '../../../src/ui/dashboard/decisionNotice.ts';

const tIn = async (lng: 'it' | 'en'): Promise<TFunction> => {
  const instance = createInstance();
  await instance.init({ lng, ns: ['dashboard'], defaultNS: 'dashboard', resources: { it: { dashboard: dashboardIt }, en: { dashboard: dashboardEn } } });
  return instance.t;
};

const user = { id: 8, name: 'Davide Marino', email: 'operator@borgo.test', avatarUrl: null };

describe('the notice of a decision taken on the dashboard', () => {
  it('names the requester and what was decided, in the reader language; nothing for a request put back', async () => {
    const it_ = await tIn('it');
    expect(decisionNotice(it_, { status: 'accepted', user })).toBe('Richiesta di Davide Marino approvata');
    expect(decisionNotice(it_, { status: 'modified', user })).toBe('Richiesta di Davide Marino approvata');
    expect(decisionNotice(it_, { status: 'rejected', user })).toBe('Richiesta di Davide Marino rifiutata');
    expect(decisionNotice(it_, { status: 'pending', user })).toBeNull();
    const en = await tIn('en');
    expect(decisionNotice(en, { status: 'rejected', user })).toBe("Davide Marino's request rejected");
  });
});
