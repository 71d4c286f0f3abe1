import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { plainWords, type PlainWords, type Translate } from '../../machines/introspection/plainWords.ts';

/** Plain words in the current language, from the `processes` namespace. */
export const usePlainWords = (): { words: PlainWords; t: Translate; language: string } => {
  const { t, i18n } = useTranslation('processes');
  return useMemo(() => {
    const translate: Translate = (key, options) => t(key, options ?? {});
    return { words: plainWords(translate, (key) => i18n.exists(key, { ns: 'processes' })), t: translate, language: i18n.language };
  }, [t, i18n]);
};
