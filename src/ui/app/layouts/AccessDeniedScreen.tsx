import ShieldX from 'lucide-react/icons/shield-x';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

/** Shown instead of a screen opened by URL without its permission or module: a refusal, so no retry is offered. */
export const AccessDeniedScreen = () => {
  const { t } = useTranslation('app');
  return (
    <>
      <PageHeader title={t('accessDenied.title')} />
      <EmptyState icon={<ShieldX size={28} aria-hidden="true" />} message={t('accessDenied.message')} action={<Link href="/dashboard">{t('accessDenied.home')}</Link>} />
    </>
  );
};
