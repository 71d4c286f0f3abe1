import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

export const NotFoundScreen = () => {
  const { t } = useTranslation('app');
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <EmptyState message={t('notFound.message')} action={<Link href="/dashboard">{t('notFound.home')}</Link>} />
    </>
  );
};
