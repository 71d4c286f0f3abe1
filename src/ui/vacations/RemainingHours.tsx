import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css/index.mjs';
import type { Remainings } from '../../api/userVacationHours.ts';
import type { LeaveKind } from '../../domain/leaveKinds.ts';
import { formatNumber } from '../../domain/numberFormat.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { remainingHours } from '../../machines/records/vacationHours.logic.ts';
import { errorTagText } from '../components/messageText.ts';
import { useRemoteValue } from '../components/useRemoteValue.ts';

const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });

type Balance = Remainings['kinds'][number];

/**
 * Remaining hours of a person's year per kind (ferie, permessi/ROL, ex-festività): allowance plus last year's
 * carry-over while valid, minus approved and pending requests, as the server counts them. `kind` is the kind the
 * request's type uses: it is marked, the others stay for reference (null: the type uses none; left out: no request
 * in view). `version` re-reads after a save or decision.
 */
export const RemainingHours = ({ userId, year, kind, version = 0 }: { userId: number | null; year: number; kind?: LeaveKind | null | undefined; version?: number }) => {
  const { t, i18n } = useTranslation(['vacations', 'errors', 'ui']);
  const dates = useDateFormat();
  const remainings = useRemoteValue(remainingHours, { userId, year, version });
  // A new person, year or version shows "loading" until its balance comes (not the previous person's).
  const view = remainings.loading || remainings.failed ? null : remainings.value;
  const hours = (value: string) => formatNumber(value, i18n.language);
  const line = (b: Balance) => {
    const total = (Number(b.allowance) + Number(b.carriedOver) - Number(b.expired)).toFixed(2);
    const mine = b.kind === kind;
    return (
      <div key={b.kind} className={cx(row, mine ? css({ fontWeight: '700', color: 'fg' }) : css({ color: 'muted' }))} data-current={mine || undefined}>
        <dt>
          {t(`vacations:kinds.${b.kind}`)}
          {mine ? <span className={css({ srOnly: true })}> ({t('vacations:kinds.uses', { kind: t(`vacations:kinds.${b.kind}`) })})</span> : null}
        </dt>
        <dd data-testid={`remaining-${b.kind}`} data-hours={b.remaining} className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: '600' })}>
          {t('vacations:remaining.of', { remaining: hours(b.remaining), allowance: hours(total) })}
        </dd>
        {Number(b.carriedOver) > 0 ? (
          <dd className={css({ textStyle: 'small', color: 'muted', flexBasis: 'full' })}>
            {Number(b.expired) > 0
              ? t('vacations:balance.expired', { hours: hours(b.expired), date: dates.date(b.carryOverExpiresOn) })
              : t('vacations:balance.carried', { hours: hours(b.carriedOver), year: year - 1, date: dates.date(b.carryOverExpiresOn) })}
          </dd>
        ) : null}
      </div>
    );
  };
  return (
    <section aria-labelledby="remaining-hours-title" data-testid="remaining-hours" className={css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', bg: 'surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'card', minW: '0' })}>
      <h2 id="remaining-hours-title" className={css({ fontWeight: '600', fontSize: 'md' })}>
        {t('vacations:remaining.title', { year })}
      </h2>
      {view?.kind === 'balance' ? <dl className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>{view.remainings.kinds.map(line)}</dl> : null}
      {view?.kind === 'balance' ? (
        <p className={css({ color: 'muted', textStyle: 'small' })}>{kind === null ? t('vacations:kinds.none') : t('vacations:remaining.hint')}</p>
      ) : view !== null || remainings.failed ? (
        <p role="status" className={css({ color: 'muted' })}>
          {view?.kind === 'noAllowance' ? t('vacations:remaining.none', { year }) : view?.kind === 'refused' ? view.message : errorTagText(t, remainings.errorTag ?? 'Unknown')}
        </p>
      ) : (
        <p role="status" className={css({ color: 'muted' })}>
          {t('vacations:remaining.loading')}
        </p>
      )}
    </section>
  );
};
