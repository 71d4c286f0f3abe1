import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEn from '../../../locales/en/common.json';
import errorsEn from '../../../locales/en/errors.json';
import proposalsEn from '../../../locales/en/proposals.json';
import uiEn from '../../../locales/en/ui.json';
import validationEn from '../../../locales/en/validation.json';
import common from '../../../locales/it/common.json';
import errors from '../../../locales/it/errors.json';
import proposals from '../../../locales/it/proposals.json';
import ui from '../../../locales/it/ui.json';
import validation from '../../../locales/it/validation.json';

// The proposal screens' texts in both languages; the tests start in Italian (the app's default) and switch.
export const proposalsI18n = async (): Promise<void> => {
  await i18next.use(initReactI18next).init({
    lng: 'it',
    fallbackLng: 'it',
    ns: ['ui', 'common', 'errors', 'validation', 'proposals'],
    defaultNS: 'ui',
    resources: {
      it: { ui, common, errors, validation, proposals },
      en: { ui: uiEn, common: commonEn, errors: errorsEn, validation: validationEn, proposals: proposalsEn },
    },
    interpolation: { escapeValue: false },
  });
};
