import RotateCw from 'lucide-react/icons/rotate-cw';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { selectIsRetryingTenant, selectTenantFailure } from '../../machines/session/session.selectors.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { Button } from '../components/Button.tsx';
import { AuthCard } from './AuthCard.tsx';

/** No tenant at this address (spec §2): the session retries periodically and on focus, or now on request. */
const TenantNotFoundRoute = () => {
  const { t } = useTranslation('auth');
  const session = SessionContext.useActorRef();
  const failure = SessionContext.useSelector(selectTenantFailure);
  const retrying = SessionContext.useSelector(selectIsRetryingTenant);
  const canRetry = SessionContext.useSelector((snapshot) => snapshot.can({ type: 'tenant.retry' }));
  return (
    <AuthCard title={t('tenantNotFound.title')}>
      <p role="status">{failure === 'NotFound' ? t('tenantNotFound.message') : t('tenantNotFound.unreachable')}</p>
      <p className={css({ color: 'muted', textStyle: 'small' })}>{t('tenantNotFound.autoRetry')}</p>
      <Button
        variant="secondary"
        icon={<RotateCw size={16} aria-hidden="true" />}
        loading={retrying}
        disabled={!canRetry}
        onClick={() => session.send({ type: 'tenant.retry' })}
      >
        {t('tenantNotFound.retry')}
      </Button>
    </AuthCard>
  );
};

export default TenantNotFoundRoute;
