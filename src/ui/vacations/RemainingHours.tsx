import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { getRemainings, type Remainings } from '../../api/userVacationHours.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { vacationErrorText } from './serverMessage.ts';
import { useRemoteValue } from './useRemoteValue.ts';

const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });

/**
 * Remaining hours of a person's year by allowance (vacation, hour-bank leave): allowance minus approved and
 * pending requests, as the server counts them. `version` re-reads after a request is saved or decided.
 */
export const RemainingHours = ({ userId, year, version = 0 }: { userId: number | null; year: number; version?: number }) => {
  const { t } = useTranslation(['vacations', 'errors', 'ui']);
  const { client } = useApiClients();
  const remainings = useRemoteValue<Remainings>(`${userId ?? 'me'}:${year}:${version}`, () => getRemainings(client, { ...(userId !== null ? { userId } : {}), year }));
  return (
    <section aria-labelledby="remaining-hours-title" data-testid="remaining-hours" className={css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', bg: 'surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'card', minW: '0' })}>
      <h2 id="remaining-hours-title" className={css({ fontWeight: '600', fontSize: 'md' })}>
        {t('vacations:remaining.title', { year })}
      </h2>
      {remainings.status === 'ready' ? (
        <dl className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <div className={row}>
            <dt>{t('vacations:remaining.vacation')}</dt>
            <dd data-testid="remaining-vacation" className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: '600' })}>
              {t('vacations:remaining.of', { remaining: remainings.value.remainingVacationHours, allowance: remainings.value.vacationHours })}
            </dd>
          </div>
          <div className={row}>
            <dt>{t('vacations:remaining.permission')}</dt>
            <dd data-testid="remaining-permission" className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: '600' })}>
              {t('vacations:remaining.of', { remaining: remainings.value.remainingPermissionHours, allowance: remainings.value.permissionHours })}
            </dd>
          </div>
        </dl>
      ) : null}
      {remainings.status === 'ready' ? (
        <p className={css({ color: 'muted', textStyle: 'small' })}>{t('vacations:remaining.hint')}</p>
      ) : remainings.status === 'failed' ? (
        <p role="status" className={css({ color: 'muted' })}>
          {remainings.error._tag === 'Invalid' ? t('vacations:remaining.none', { year }) : vacationErrorText(t, remainings.error)}
        </p>
      ) : (
        <p role="status" className={css({ color: 'muted' })}>
          {t('vacations:remaining.loading')}
        </p>
      )}
    </section>
  );
};
