import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { Spinner } from '../components/Spinner.tsx';

/** Shown while the session loads its initial data (before the first route), or ends on the server (sign-out). */
export const Splash = ({ signingOut = false }: { signingOut?: boolean }) => {
  const { t } = useTranslation('app');
  return (
    <main className={css({ minH: '100dvh', display: 'grid', placeItems: 'center' })} aria-busy="true">
      <Spinner size="lg" label={signingOut ? t('splash.signingOut') : t('splash.loading')} />
    </main>
  );
};
