import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../domain/constants/languages.ts';
import { i18nOptions } from './i18nOptions.ts';
import { STARTUP_NAMESPACES } from './namespaces.ts';
import { createLocaleBackend, type LocaleLoaders } from './localeBackend.ts';
import { registerWallClockFormat } from './wallClockFormat.ts';

// Lazy (not eager) glob: every locale file is its own chunk, so a module's texts load with its route.
const localeLoaders: LocaleLoaders = import.meta.glob('../../locales/*/*.json');

/** A configured, not yet started instance; tests build their own so they do not share state. */
export const createI18n = (loaders: LocaleLoaders = localeLoaders): I18n =>
  createInstance().use(createLocaleBackend(loaders)).use(initReactI18next);

/** The application's instance, bound to react-i18next. */
export const i18n: I18n = createI18n();

/**
 * Starts i18n and resolves once `common`, `validation`, `errors` and `namespaces` are loaded in `language` and the
 * fallback, all requested at once (the first screen's texts need not wait for the start-up ones).
 */
export const initI18n = async (language: Language = DEFAULT_LANGUAGE, instance: I18n = i18n, namespaces: readonly string[] = []): Promise<I18n> => {
  const options = i18nOptions(language);
  await instance.init(namespaces.length === 0 ? options : { ...options, ns: [...STARTUP_NAMESPACES, ...namespaces] });
  registerWallClockFormat(instance);
  return instance;
};

/** For routes: resolves when the module namespaces are loaded, so the screen renders translated at once. */
export const loadNamespaces = async (namespaces: readonly string[], instance: I18n = i18n): Promise<void> => {
  await instance.loadNamespaces([...namespaces]);
};

export const changeLanguage = async (language: Language, instance: I18n = i18n): Promise<void> => {
  await instance.changeLanguage(language);
};
