import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import { vacationDuration, type VacationDuration } from '../../../api/vacations.ts';
import { useApiClients } from '../../app/ApiClientContext.ts';
import { durationText } from './durationText.ts';
import { vacationErrorText } from './serverMessage.ts';
import { useRemoteValue } from './useRemoteValue.ts';

/** The working hours of the period as the server counts them (the hours the request will take), before sending. */
export const DurationPreview = ({ userId, period }: { userId: number | null; period: { start: string; end: string } | null }) => {
  const { t, i18n } = useTranslation(['vacations', 'errors', 'ui']);
  const { client } = useApiClients();
  const key = period === null || period.end <= period.start ? null : `${userId ?? 'me'}|${period.start}|${period.end}`;
  const duration = useRemoteValue<VacationDuration>(key, () =>
    vacationDuration(client, { start: period?.start ?? '', end: period?.end ?? '', ...(userId !== null ? { userId } : {}) }),
  );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
      <span className={css({ color: 'muted', textStyle: 'small' })}>{t('vacations:duration.label')}</span>
      <output data-testid="duration" aria-live="polite" className={css({ fontWeight: '600' })}>
        {duration.status === 'ready'
          ? durationText(t, i18n.language, duration.value)
          : duration.status === 'failed'
            ? vacationErrorText(t, duration.error)
            : duration.status === 'loading'
              ? t('vacations:duration.loading')
              : '—'}
      </output>
      <span className={css({ color: 'muted', textStyle: 'small' })}>{t('vacations:duration.hint')}</span>
    </div>
  );
};
