import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import processes from '../../../locales/en/processes.json';
import ui from '../../../locales/en/ui.json';

// The viewer reads the `processes` namespace (and components `ui`); tests render the English texts.
export const setupProcessesI18n = async () => {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ lng: 'en', ns: ['ui', 'processes'], defaultNS: 'ui', resources: { en: { ui, processes } }, interpolation: { escapeValue: false } });
  } else {
    i18next.addResourceBundle('en', 'processes', processes);
  }
};
