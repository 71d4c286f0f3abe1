import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { Alert } from '../components/Alert.tsx';
import { usePermission } from '../components/usePermission.ts';
import { NEWSLETTER_NOTICE_ID, newsletterBlockKey, type NewsletterBlock } from './newsletterBlock.ts';

/**
 * Why the newsletter cannot be used yet (spec §4), said once on the screen, with the way out: a link to its settings
 * for whoever may open them (the settings entry's permission).
 */
export const NewsletterNotice = ({ block }: { block: NewsletterBlock }) => {
  const { t } = useTranslation(['newsletter', 'errors', 'ui']);
  const mayConfigure = usePermission('recipients.viewAny');
  return (
    <Alert
      tone="warning"
      action={
        mayConfigure ? (
          <Link href="/settings/newsletter" className={css({ color: 'accent', textDecoration: 'underline', fontWeight: '600' })}>
            {t('newsletter:notice.openSettings')}
          </Link>
        ) : null
      }
    >
      <span id={NEWSLETTER_NOTICE_ID}>{t(newsletterBlockKey(block))}</span>
    </Alert>
  );
};
