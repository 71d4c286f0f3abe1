import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Proposal } from '../../api/proposals.ts';
import { formatMoney, formatPercent, formatQuantity, formatUnitPrice } from '../../domain/numberFormat.ts';
import { DataTable } from '../components/DataTable.tsx';
import { Section } from '../components/Section.tsx';
import { ProposalVatTotals } from './ProposalVatTotals.tsx';
import { rowFiguresText, rowTechnicalText } from './rowTechnicalText.ts';

type ProposalView = Pick<Proposal, 'rows' | 'totals' | 'discounts'>;

/** A proposal's rows and totals per VAT rate (the server computes every amount; numbers through the shared formatter). */
export const ProposalRowsTable = ({ proposal, title }: { proposal: ProposalView; title?: string }) => {
  const { t, i18n } = useTranslation(['proposals', 'common']);
  const language = i18n.language;
  const money = (value: string) => formatMoney(value, language);
  return (
    <Section title={title ?? t('proposals:rows.title')}>
      <DataTable
        caption={title ?? t('proposals:rows.title')}
        rows={proposal.rows}
        rowKey={(row) => row.id}
        status="ready"
        empty={{ message: t('proposals:rows.empty') }}
        columns={[
          {
            key: 'description',
            header: t('proposals:rows.description'),
            cell: (row) => {
              const technical = rowTechnicalText(row, t, language);
              return (
                <>
                  <span>{row.articleCode ? `${row.articleCode} — ${row.description}` : row.description}</span>
                  {technical ? <span className={css({ display: 'block', color: 'muted', fontSize: 'sm' })}>{technical}</span> : null}
                  {/* Below md the quantity, price and discount columns are hidden: a phone reads them here (at 360 px a row showed its total alone). */}
                  <span data-phone-figures className={css({ display: { base: 'block', md: 'none' }, color: 'muted', fontSize: 'sm' })}>
                    {rowFiguresText(row, language)}
                  </span>
                </>
              );
            },
          },
          { key: 'quantity', header: t('proposals:rows.quantity'), cell: (row) => `${formatQuantity(row.quantity, language)} ${row.unit}`, align: 'end', hideBelow: 'sm' },
          { key: 'unitPrice', header: t('proposals:rows.unitPrice'), cell: (row) => formatUnitPrice(row.unitPrice, language), align: 'end', hideBelow: 'md' },
          { key: 'discount', header: t('proposals:rows.discountPercent'), cell: (row) => formatPercent(row.discountPercent, language), align: 'end', hideBelow: 'lg' },
          { key: 'vat', header: t('proposals:rows.vatRate'), cell: (row) => t(`proposals:vat.${row.vatRate}`), align: 'end', hideBelow: 'md' },
          { key: 'cliche', header: t('proposals:rows.clicheCost'), cell: (row) => money(row.clicheCost), align: 'end', hideBelow: 'lg' },
          // An amount never breaks between its digits and its sign on a narrow screen ("7.680,00" / "€").
          { key: 'total', header: t('proposals:rows.total'), cell: (row) => <span className={css({ whiteSpace: 'nowrap' })}>{money(row.total)}</span>, align: 'end' },
        ]}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '3' })}>
        <dl className={css({ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: '6', rowGap: '1', m: '0' })}>
          <dt>{t('proposals:totals.goods')}</dt>
          <dd className={css({ textAlign: 'end', m: '0' })}>{money(proposal.totals.goods)}</dd>
          <dt>{t('proposals:totals.cliches')}</dt>
          <dd className={css({ textAlign: 'end', m: '0' })}>{money(proposal.totals.cliches)}</dd>
          {proposal.discounts.map((discount, index) => (
            <div key={index} className={css({ display: 'contents' })}>
              <dt>{discount.description}</dt>
              <dd className={css({ textAlign: 'end', m: '0' })}>− {formatPercent(discount.percent, language)}</dd>
            </div>
          ))}
          <dt>{t('proposals:totals.discounts')}</dt>
          <dd className={css({ textAlign: 'end', m: '0' })}>− {money(proposal.totals.discounts)}</dd>
        </dl>
        <ProposalVatTotals totals={proposal.totals} label={t('proposals:totals.title')} />
      </div>
    </Section>
  );
};
