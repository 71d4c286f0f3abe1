import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { QuoteTotals } from '../../domain/quoteTotals.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';

/** Net, VAT and gross of a quote, as the server computed them (or the form's exact preview while editing). */
export const QuoteTotalsView = ({ totals, label }: { totals: QuoteTotals | null; label: string }) => {
  const { t } = useTranslation('quotes');
  const decimals = useDecimalFormat();
  const line = css({ display: 'flex', justifyContent: 'space-between', gap: '4' });
  return (
    <dl aria-label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '1', m: '0', ml: { md: 'auto' }, minW: { md: '18rem' } })}>
      <div className={line}>
        <dt>{t('totals.net')}</dt>
        <dd className={css({ m: '0' })} data-total="net">{totals ? decimals.money(totals.net) : '—'}</dd>
      </div>
      <div className={line}>
        <dt>{t('totals.vat')}</dt>
        <dd className={css({ m: '0' })} data-total="vat">{totals ? decimals.money(totals.vat) : '—'}</dd>
      </div>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '4', fontWeight: '700', borderTopWidth: '1px', borderColor: 'border', pt: '1' })}>
        <dt>{t('totals.gross')}</dt>
        <dd className={css({ m: '0' })} data-total="gross">{totals ? decimals.money(totals.gross) : '—'}</dd>
      </div>
    </dl>
  );
};
