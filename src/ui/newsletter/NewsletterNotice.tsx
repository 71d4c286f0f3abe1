import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { ErrorTag } from '../../machines/generic/errorTag.ts';
import { Alert } from '../components/Alert.tsx';

/** The newsletter answers 409 when it is not enabled or has no credentials (spec §4): say so, with the way out. */
export const NewsletterNotice = ({ errorTag }: { errorTag: ErrorTag | null }) => {
  const { t } = useTranslation(['newsletter', 'errors']);
  if (errorTag !== 'Conflict') return null;
  return (
    <Alert tone="warning" action={<Link href="/settings/newsletter">{t('newsletter:settings.title')}</Link>}>
      {t('errors:newsletter.notConfigured')}
    </Alert>
  );
};
