import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';

/**
 * On a screen the first-run checklist sends to (`?from=setup`, e.g. Settings → Import): the way back to the
 * checklist, so the step can be finished there or left for later without hunting for it in the menu.
 */
export const BackToSetup = () => {
  const { t } = useTranslation('settings');
  const from = new URLSearchParams(useSearch()).get('from');
  if (from !== 'setup') return null;
  return (
    <div>
      <Link href="/setup" className={button({ variant: 'secondary', size: 'sm' })}>
        <ArrowLeft size={16} aria-hidden="true" className={css({ flexShrink: 0 })} />
        {t('setup.backToSetup')}
      </Link>
    </div>
  );
};
