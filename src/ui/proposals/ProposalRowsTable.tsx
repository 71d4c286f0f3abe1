import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Proposal } from '../../api/proposals.ts';
import { DataTable } from '../components/DataTable.tsx';
import { Section } from '../components/Section.tsx';
import { money } from './money.ts';

type ProposalView = Pick<Proposal, 'rows' | 'totals' | 'discounts'>;

/** A proposal's rows and totals (the server computes every amount). */
export const ProposalRowsTable = ({ proposal, title }: { proposal: ProposalView; title?: string }) => {
  const { t, i18n } = useTranslation(['proposals', 'common']);
  const amount = (value: string) => money(value, i18n.language);
  return (
    <Section title={title ?? t('proposals:rows.title')}>
      <DataTable
        caption={title ?? t('proposals:rows.title')}
        rows={proposal.rows}
        rowKey={(row) => row.id}
        status="ready"
        empty={{ message: t('proposals:rows.empty') }}
        columns={[
          { key: 'description', header: t('proposals:rows.description'), cell: (row) => row.description },
          { key: 'quantity', header: t('proposals:rows.quantity'), cell: (row) => `${row.quantity} ${row.unit}`, align: 'end', hideBelow: 'sm' },
          { key: 'unitPrice', header: t('proposals:rows.unitPrice'), cell: (row) => amount(row.unitPrice), align: 'end', hideBelow: 'md' },
          { key: 'discount', header: t('proposals:rows.discountPercent'), cell: (row) => `${row.discountPercent}%`, align: 'end', hideBelow: 'lg' },
          { key: 'cliche', header: t('proposals:rows.clicheCost'), cell: (row) => amount(row.clicheCost), align: 'end', hideBelow: 'lg' },
          { key: 'total', header: t('proposals:rows.total'), cell: (row) => amount(row.total), align: 'end' },
        ]}
      />
      <dl className={css({ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: '6', rowGap: '1', mt: '3' })}>
        <dt>{t('proposals:totals.goods')}</dt>
        <dd className={css({ textAlign: 'end' })}>{amount(proposal.totals.goods)}</dd>
        <dt>{t('proposals:totals.cliches')}</dt>
        <dd className={css({ textAlign: 'end' })}>{amount(proposal.totals.cliches)}</dd>
        {proposal.discounts.map((discount, index) => (
          <div key={index} className={css({ display: 'contents' })}>
            <dt>{discount.description}</dt>
            <dd className={css({ textAlign: 'end' })}>− {discount.percent}%</dd>
          </div>
        ))}
        <dt>{t('proposals:totals.discounts')}</dt>
        <dd className={css({ textAlign: 'end' })}>− {amount(proposal.totals.discounts)}</dd>
        <dt className={css({ fontWeight: '700' })}>{t('proposals:totals.total')}</dt>
        <dd className={css({ textAlign: 'end', fontWeight: '700' })}>{amount(proposal.totals.total)}</dd>
      </dl>
    </Section>
  );
};
