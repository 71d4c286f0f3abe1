import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Vacation, VacationHistoryEntry } from '../../api/vacations.ts';
import { vacationHistory } from '../../machines/records/vacations.logic.ts';
import { formatHours } from '../../domain/numberFormat.ts';
import { errorTagText } from '../components/messageText.ts';
import { Section } from '../components/Section.tsx';
import { Skeleton } from '../components/Skeleton.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useRemoteValue } from '../components/useRemoteValue.ts';
import { periodText } from '../components/vacations/vacationPeriod.ts';

type Period = NonNullable<VacationHistoryEntry['before']>;

/** `old → new` of a step that moved the period, with the hours of each (the requester sees what changed). */
const PeriodChange = ({ before, after }: { before: Period; after: Period }) => {
  const { t, i18n } = useTranslation('vacations');
  const dates = useDateFormat();
  const hours = (p: Period) => formatHours(p.hours, i18n.language);
  return (
    <span data-testid="history-change">
      {t('history.change', { before: periodText(dates, before), beforeHours: hours(before), after: periodText(dates, after), afterHours: hours(after) })}
    </span>
  );
};

const Step = ({ entry }: { entry: VacationHistoryEntry }) => {
  const { t } = useTranslation('vacations');
  const dates = useDateFormat();
  const who = entry.user?.name ?? t('history.someone');
  return (
    <li data-testid="history-entry" data-kind={entry.kind} className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', borderInlineStartWidth: '2px', borderColor: 'border', ps: '3' })}>
      <span>
        <span className={css({ fontWeight: '600' })}>{t(`history.kinds.${entry.kind}`, { name: who })}</span>{' '}
        <time dateTime={entry.at.replace(' ', 'T')} className={css({ color: 'muted', textStyle: 'small' })}>
          {dates.dateTime(entry.at)}
        </time>
      </span>
      {entry.before && entry.after ? <PeriodChange before={entry.before} after={entry.after} /> : null}
      {entry.kind === 'created' && entry.after ? <span>{periodText(dates, entry.after)}</span> : null}
      {entry.note ? <span data-testid="history-note">{t(entry.kind === 'rejected' ? 'history.reason' : 'history.note', { note: entry.note })}</span> : null}
    </li>
  );
};

/** Who did what to the request and when (contract getVacationHistory): filed, edited, decided and why, reopened. */
export const VacationHistory = ({ vacation }: { vacation: Vacation }) => {
  const { t } = useTranslation(['vacations', 'errors', 'ui']);
  // Read again whenever the request changes (a decision, an edit): its history has a new step.
  const history = useRemoteValue(vacationHistory, { id: vacation.id, updatedAt: vacation.updatedAt, status: vacation.status });
  const steps = history.loading || history.failed ? null : history.value;
  return (
    <Section title={t('vacations:history.title')}>
      {steps !== null ? (
        steps.length === 0 ? (
          <p className={css({ color: 'muted' })}>{t('vacations:history.empty')}</p>
        ) : (
          <ol aria-label={t('vacations:history.title')} className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
            {steps.map((entry) => (
              <Step key={entry.id} entry={entry} />
            ))}
          </ol>
        )
      ) : history.failed ? (
        <p role="alert" className={css({ color: 'danger' })}>
          {errorTagText(t, history.errorTag ?? 'Unknown')}
        </p>
      ) : (
        <div role="status">
          <span className={css({ srOnly: true })}>{t('vacations:history.loading')}</span>
          <Skeleton lines={3} />
        </div>
      )}
    </Section>
  );
};
