import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { Spinner } from '../components/Spinner.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/** Loading and failure frame around a lazily loaded screen. */
export const ScreenFrame = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('app');
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Suspense
        fallback={
          <div className={css({ display: 'grid', placeItems: 'center', py: '16' })}>
            <Spinner label={t('splash.loading')} />
          </div>
        }
      >
        {children}
      </Suspense>
    </RouteErrorBoundary>
  );
};
