import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/constants/languages.ts';

// The last language applied, so the next visit starts in it before the preferences arrive (no flash of Italian).
const KEY = 'bottega.language';

export const rememberedLanguage = (storage: Pick<Storage, 'getItem'> = localStorage): Language => {
  const value = storage.getItem(KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
};

export const rememberLanguage = (language: Language, storage: Pick<Storage, 'setItem'> = localStorage): void => {
  storage.setItem(KEY, language);
};
