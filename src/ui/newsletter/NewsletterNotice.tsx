import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/Alert.tsx';
import { NEWSLETTER_NOTICE_ID, newsletterBlockKey, type NewsletterBlock } from './newsletterBlock.ts';

/** Why the newsletter cannot be used yet (spec §4), with the way out: its settings. */
export const NewsletterNotice = ({ block }: { block: NewsletterBlock | null }) => {
  const { t } = useTranslation(['newsletter', 'errors', 'ui']);
  if (block === null) return null;
  return (
    <Alert tone="warning" action={<Link href="/settings/newsletter">{t('newsletter:settings.title')}</Link>}>
      <span id={NEWSLETTER_NOTICE_ID}>{t(newsletterBlockKey(block))}</span>
    </Alert>
  );
};
