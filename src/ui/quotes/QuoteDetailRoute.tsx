import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { Quote } from '../../api/quotes.ts';
import { quotePdf, quoteRecord } from '../../machines/records/quotes.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DataTable } from '../components/DataTable.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { dash } from '../components/emptyValue.ts';
import { PdfActions } from '../components/PdfActions.tsx';
import { RecordDetailScreen, type RecordDetailDescriptor } from '../components/RecordDetailScreen.tsx';
import { Section } from '../components/Section.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { usePermission } from '../components/usePermission.ts';
import { QuoteDuplicateAction, QuoteSendAction } from './QuoteActions.tsx';
import { QuoteTotalsView } from './QuoteTotalsView.tsx';
import { missingQuoteId, QUOTE_STATUS_TONES } from './quoteStatus.ts';

// Quotes are never deleted (spec §7): the descriptor names no deletion.
const quoteDetail: RecordDetailDescriptor<Quote> = {
  ns: 'quotes',
  keys: { entity: 'quotes:entity', listTitle: 'quotes:list.title', detailTitle: 'quotes:detail.title', tabs: 'quotes:detail.tabs' },
  listPath: '/quotes',
  param: 'quoteId',
  missingMessage: missingQuoteId,
  update: 'quotes.update',
  record: quoteRecord,
  title: (quote, t) => t('quotes:detail.heading', { number: quote.number }),
  subtitle: (quote) => quote.customer.name,
  crumb: (quote) => quote.number,
  deleteName: (quote) => quote.number,
};

/**
 * quotes/{quoteId}: tabs overview and quote-rows, totals as the server computed them. "Send" e-mails the quote to its
 * customer after a confirmation; "Duplicate" opens the copy.
 */
const QuoteDetail = () => {
  const { t } = useTranslation(['quotes', 'common', 'articles']);
  const { client } = useApiClients();
  const dates = useDateFormat();
  const decimals = useDecimalFormat();
  const canUpdate = usePermission('quotes.update');
  const canCreate = usePermission('quotes.create');
  return (
    <RecordDetailScreen
      descriptor={quoteDetail}
      initialTab="rows"
      leadingActions={(record) => (canCreate ? <QuoteDuplicateAction quote={record} /> : null)}
      actions={(record, reload) => (canUpdate ? <QuoteSendAction quote={record} onSent={reload} /> : null)}
      before={(current) => (
        <DetailList
          items={[
            { label: t('quotes:fields.status'), value: <StatusBadge status={current.status} tones={QUOTE_STATUS_TONES} label={t(`quotes:statuses.${current.status}`)} /> },
            { label: t('quotes:fields.customer'), value: current.customer.name },
            { label: t('quotes:fields.date'), value: dates.date(current.date) },
            { label: t('quotes:fields.validUntil'), value: dates.date(current.validUntil) },
            { label: t('quotes:fields.priceList'), value: dash(current.priceList?.name) },
            { label: t('quotes:fields.sentAt'), value: current.sentAt ? dates.dateTime(current.sentAt) : t('quotes:detail.notSent') },
          ]}
        />
      )}
      tabs={(current) => [
        {
          value: 'overview',
          label: t('quotes:detail.overview'),
          content: (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '3' })}>
              <DetailList items={[{ label: t('quotes:fields.notes'), value: dash(current.notes) }, { label: t('quotes:fields.rowsCount'), value: current.rows.length }]} />
              <QuoteTotalsView totals={current.totals} label={t('quotes:totals.title')} />
            </div>
          ),
        },
        {
          value: 'rows',
          label: t('quotes:detail.rows'),
          content: (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '3' })}>
              <DataTable
                caption={t('quotes:detail.rows')}
                rows={current.rows}
                rowKey={(row) => row.id}
                status="ready"
                empty={{ message: t('quotes:rows.empty') }}
                columns={[
                  { key: 'description', header: t('quotes:rows.description'), cell: (row) => row.description },
                  { key: 'quantity', header: t('quotes:rows.quantity'), align: 'end', cell: (row) => `${decimals.decimal(row.quantity)}${row.unit ? ` ${t(`articles:unitsShort.${row.unit}`)}` : ''}` },
                  { key: 'unitPrice', header: t('quotes:rows.unitPrice'), align: 'end', hideBelow: 'sm', cell: (row) => decimals.unitPrice(row.unitPrice) },
                  { key: 'discount', header: t('quotes:rows.discount'), align: 'end', hideBelow: 'md', cell: (row) => decimals.percent(row.discountPercent) },
                  { key: 'vat', header: t('quotes:rows.vatRate'), align: 'end', hideBelow: 'md', cell: (row) => decimals.percent(row.vatRate) },
                  { key: 'total', header: t('quotes:rows.total'), align: 'end', cell: (row) => decimals.money(row.total) },
                ]}
              />
              <QuoteTotalsView totals={current.totals} label={t('quotes:totals.title')} />
            </div>
          ),
        },
      ]}
      after={(current) => (
        <Section title={t('quotes:pdf.title')} description={t('quotes:pdf.description')}>
          <PdfActions
            title={t('quotes:pdf.previewTitle', { number: current.number })}
            fileName={`preventivo-${current.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`}
            {...quotePdf(client, current.id)}
            printable
          />
        </Section>
      )}
    />
  );
};

/** Keyed by the id: a duplicate opens on this same route, and its page must load the copy, not keep the source. */
const QuoteDetailRoute = () => {
  const { quoteId } = useParams<{ quoteId: string }>();
  return <QuoteDetail key={quoteId} />;
};

export default QuoteDetailRoute;
