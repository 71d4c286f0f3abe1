import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { formatMoney } from '../../domain/numberFormat.ts';
import type { TotalsPreview } from './proposalTotals.ts';

const line = css({ display: 'flex', justifyContent: 'space-between', gap: '4' });

/** Taxable amount and VAT per rate, then the net total, the VAT and the grand total (the server's, or the form's preview). */
export const ProposalVatTotals = ({ totals, label }: { totals: TotalsPreview | null; label: string }) => {
  const { t, i18n } = useTranslation('proposals');
  const money = (value: string | undefined) => (value === undefined ? '—' : formatMoney(value, i18n.language));
  return (
    <dl aria-label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '1', m: '0', ml: { md: 'auto' }, minW: { md: '20rem' } })}>
      {(totals?.byVatRate ?? []).map((entry) => (
        // A dl may hold only dt/dd groups in divs: the pair of lines of a rate stays a fragment, not a wrapper.
        <Fragment key={entry.vatRate}>
          <div className={line}>
            <dt>{t('totals.taxableAt', { rate: t(`vat.${entry.vatRate}`) })}</dt>
            <dd className={css({ m: '0' })}>{money(entry.taxable)}</dd>
          </div>
          {entry.vatRate === 'exempt' ? null : (
            <div className={line}>
              <dt>{t('totals.vatAt', { rate: t(`vat.${entry.vatRate}`) })}</dt>
              <dd className={css({ m: '0' })}>{money(entry.vat)}</dd>
            </div>
          )}
        </Fragment>
      ))}
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '4', borderTopWidth: '1px', borderColor: 'border', pt: '1' })}>
        <dt>{t('totals.total')}</dt>
        <dd className={css({ m: '0' })}>{money(totals?.total)}</dd>
      </div>
      <div className={line}>
        <dt>{t('totals.vat')}</dt>
        <dd className={css({ m: '0' })}>{money(totals?.vat)}</dd>
      </div>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '4', fontWeight: '700' })}>
        <dt>{t('totals.grandTotal')}</dt>
        <dd className={css({ m: '0' })}>{money(totals?.grandTotal)}</dd>
      </div>
    </dl>
  );
};
