import { useTranslation } from 'react-i18next';
import { evaluatorsTitle } from '../app/menu/visibleMenuEntries.ts';
import { useSetting } from '../app/sessionHooks.ts';

/** The section's name as the tenant sets it (spec §1: TPM or Valutazioni), else the translated default. */
export const useSectionTitle = (): string => {
  const { t } = useTranslation('evaluators');
  const setting = evaluatorsTitle(useSetting('evaluators.title'));
  return setting ?? t('evaluators:section.title');
};
