import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../locales/en/ui.json';

// Components read the `ui` namespace; tests render the English texts.
export const setupTestI18n = async () => {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['ui'], defaultNS: 'ui', resources: { en: { ui: en } }, interpolation: { escapeValue: false } });
};
