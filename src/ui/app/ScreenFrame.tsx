import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { Spinner } from '../components/Spinner.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/** What a screen shows while its module or texts load. */
export const ScreenLoading = () => {
  const { t } = useTranslation('app');
  return (
    <div className={css({ display: 'grid', placeItems: 'center', py: '16' })}>
      <Spinner label={t('splash.loading')} />
    </div>
  );
};

/** Loading and failure frame around a lazily loaded screen. */
export const ScreenFrame = ({ children }: { children: ReactNode }) => {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
};
