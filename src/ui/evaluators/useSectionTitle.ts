import { useTranslation } from 'react-i18next';
import { selectSetting } from '../../machines/session/session.selectors.ts';
import { evaluatorsTitle } from '../app/menu/visibleMenuEntries.ts';
import { SessionContext } from '../app/SessionContext.ts';

/** The section's name as the tenant sets it (spec §1: TPM or Valutazioni), else the translated default. */
export const useSectionTitle = (): string => {
  const { t } = useTranslation('evaluators');
  const setting = evaluatorsTitle(SessionContext.useSelector(selectSetting('evaluators.title')));
  return setting ?? t('evaluators:section.title');
};
