import { Result } from 'effect';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import { vacationPeriodDuration } from '../../../machines/records/vacations.logic.ts';
import { useRemoteValue } from '../useRemoteValue.ts';
import { durationText } from './durationText.ts';
import { vacationErrorText } from './serverMessage.ts';

/** The working hours of the period as the server counts them (the hours the request will take), before sending. */
export const DurationPreview = ({ userId, period }: { userId: number | null; period: { start: string; end: string } | null }) => {
  const { t, i18n } = useTranslation(['vacations', 'errors', 'ui']);
  const input = period === null || period.end <= period.start ? null : { userId, start: period.start, end: period.end };
  const duration = useRemoteValue(vacationPeriodDuration, input);
  // A new period shows "loading" until its own hours arrive (not the previous period's).
  const answer = input === null || duration.loading ? null : duration.value;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
      <span className={css({ color: 'muted', textStyle: 'small' })}>{t('vacations:duration.label')}</span>
      <output data-testid="duration" aria-live="polite" className={css({ fontWeight: '600' })}>
        {input === null
          ? '—'
          : answer === null
            ? t('vacations:duration.loading')
            : Result.isSuccess(answer)
              ? durationText(t, i18n.language, answer.success)
              : vacationErrorText(t, answer.failure)}
      </output>
      <span className={css({ color: 'muted', textStyle: 'small' })}>{t('vacations:duration.hint')}</span>
    </div>
  );
};
