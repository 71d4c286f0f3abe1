import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ErrorState.tsx';

export const RouteError = () => {
  const { t } = useTranslation('app');
  return <ErrorState message={t('routeError.message')} retryLabel={t('routeError.reload')} onRetry={() => window.location.reload()} />;
};
