import RotateCw from 'lucide-react/icons/rotate-cw';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { connectTenantRetry } from '../../machines/session/session.connect.ts';
import { useSessionView } from '../app/sessionHooks.ts';
import { Button } from '../components/Button.tsx';
import { AuthCard } from './AuthCard.tsx';

/** No tenant at this address (spec §2): the session retries periodically and on focus, or now on request. */
const TenantNotFoundRoute = () => {
  const { t } = useTranslation('auth');
  const { failure, retrying, canRetry, retry } = useSessionView(connectTenantRetry);
  return (
    <AuthCard title={t('tenantNotFound.title')}>
      <p role="status">{failure === 'NotFound' ? t('tenantNotFound.message') : t('tenantNotFound.unreachable')}</p>
      <p className={css({ color: 'muted', textStyle: 'small' })}>{t('tenantNotFound.autoRetry')}</p>
      <Button
        variant="secondary"
        icon={<RotateCw size={16} aria-hidden="true" />}
        loading={retrying}
        disabled={!canRetry}
        onClick={retry}
      >
        {t('tenantNotFound.retry')}
      </Button>
    </AuthCard>
  );
};

export default TenantNotFoundRoute;
