import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import articlesEn from '../../../locales/en/articles.json';
import commonEn from '../../../locales/en/common.json';
import errorsEn from '../../../locales/en/errors.json';
import quotesEn from '../../../locales/en/quotes.json';
import uiEn from '../../../locales/en/ui.json';
import validationEn from '../../../locales/en/validation.json';
import articles from '../../../locales/it/articles.json';
import common from '../../../locales/it/common.json';
import errors from '../../../locales/it/errors.json';
import quotes from '../../../locales/it/quotes.json';
import ui from '../../../locales/it/ui.json';
import validation from '../../../locales/it/validation.json';

// The catalogue screens' texts in both languages; the tests start in Italian (the app's default) and switch.
export const setupCatalogueI18n = async (): Promise<void> => {
  await i18next.use(initReactI18next).init({
    lng: 'it',
    fallbackLng: 'it',
    ns: ['ui', 'common', 'errors', 'validation', 'articles', 'quotes'],
    defaultNS: 'ui',
    resources: {
      it: { ui, common, errors, validation, articles, quotes },
      en: { ui: uiEn, common: commonEn, errors: errorsEn, validation: validationEn, articles: articlesEn, quotes: quotesEn },
    },
    interpolation: { escapeValue: false },
  });
};
