// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en/ui.json';
import it_ from '../../../locales/it/ui.json';
import { Toaster } from '../../../src/ui/components/Toaster.tsx';

afterEach(cleanup);

const inLanguage = async (lng: 'it' | 'en') => {
  const i18n = createInstance().use(initReactI18next);
  await i18n.init({ lng, ns: ['ui'], defaultNS: 'ui', resources: { it: { ui: it_ }, en: { ui: en } }, interpolation: { escapeValue: false } });
  return i18n;
};

describe('Toaster', () => {
  // The toast region is a landmark screen readers list: zag names it in English with its placement
  // ("Notifications, bottom-end (alt+T)") whatever the reader's language.
  it.each([
    ['it', 'Avvisi (Alt+T per raggiungerli)'],
    ['en', 'Notices (Alt+T to reach them)'],
  ] as const)('names its region in the reader’s language (%s)', async (lng, name) => {
    render(
      <I18nextProvider i18n={await inLanguage(lng)}>
        <Toaster />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('region', { name })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /bottom-end/ })).toBeNull();
  });
});
