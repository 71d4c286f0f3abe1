import { Effect } from 'effect';
import Copy from 'lucide-react/icons/copy';
import Mail from 'lucide-react/icons/mail';
import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { downloadQuotePdf, duplicateQuote, getQuote, sendQuoteToAssignedCustomer, type Quote } from '../../api/quotes.ts';
import { createCommandMachine } from '../../machines/generic/command.machine.ts';
import { createConfirmActionMachine } from '../../machines/generic/confirmAction.machine.ts';
import { errorTagOf } from '../../machines/generic/errorTag.ts';
import { createRecordMachine } from '../../machines/generic/record.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { PdfActions } from '../components/PdfActions.tsx';
import { Section } from '../components/Section.tsx';
import { useCommand } from '../components/useCommand.ts';
import { RecordState } from '../components/RecordState.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { QuoteTotalsView } from './QuoteTotalsView.tsx';
import { missingQuoteId, QUOTE_STATUS_TONES } from './quoteStatus.ts';
import { sendFailureKey } from './sendFailure.ts';
import { expiredOn, useTenantToday } from './quoteExpiry.ts';
import { dash } from '../components/emptyValue.ts';

const quoteRecord = createRecordMachine<Quote>();
const quoteSending = createConfirmActionMachine<Quote, Quote>();
const quoteDuplication = createCommandMachine<number, Quote>();

/**
 * quotes/{quoteId}: tabs overview and quote-rows, totals as the server computed them. Quotes are never deleted
 * (spec §7): no delete action. "Send" e-mails the quote to its customer after a confirmation.
 */
const QuoteDetail = ({ quoteId }: { quoteId: string | undefined }) => {
  const { t } = useTranslation(['quotes', 'common', 'articles']);
  const { client } = useApiClients();
  const dates = useDateFormat();
  const decimals = useDecimalFormat();
  const canUpdate = usePermission('quotes.update');
  const canCreate = usePermission('quotes.create');
  const [, navigate] = useLocation();
  const today = useTenantToday();
  const duplicate = useCommand(quoteDuplication, {
    execute: (id) => duplicateQuote(client, id),
    // The copy opens at once: its own page, with every field of the source (the server copies them all).
    onDone: (_, copy) => {
      notify.success(t('quotes:duplicate.done', { number: copy.number }));
      navigate(`/quotes/${copy.id}`);
    },
    onFailed: () => notify.error(t('quotes:duplicate.failed')),
  });
  const quote = useRecord(quoteRecord, missingQuoteId, idFromParam(quoteId), (id) => getQuote(client, id));
  const send = useConfirmAction(quoteSending, {
    // The notice names the failure (spec §8): the dialog's own message goes when it is closed.
    act: (target) => Effect.tapError(sendQuoteToAssignedCustomer(client, target.id), (error) => Effect.sync(() => notify.error(t(sendFailureKey(errorTagOf(error)))))),
    onDone: (target) => {
      notify.success(t('quotes:send.sent', { number: target.number, customer: target.customer.name }));
      quote.reload();
    },
  });
  const sendError = send.errorTag ? t(sendFailureKey(send.errorTag)) : undefined;
  // An expired quote is sent only after a confirmation that names the day it expired.
  const expired = send.payload ? expiredOn(send.payload, today) : null;
  const expiredDate = expired ? dates.date(expired) : '';
  const [tab, setTab] = useState('rows');
  const record = quote.record;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={record ? t('quotes:detail.heading', { number: record.number }) : t('quotes:detail.title')}
        description={record?.customer.name}
        breadcrumbs={[{ label: t('quotes:list.title'), href: '/quotes' }, { label: record?.number ?? t('quotes:detail.title') }]}
        actions={
          record && (canUpdate || canCreate) ? (
            <>
              {canCreate ? (
                <Button variant="secondary" icon={<Copy size={16} aria-hidden="true" />} loading={duplicate.running} onClick={() => duplicate.run(record.id)}>
                  {t('quotes:duplicate.action')}
                </Button>
              ) : null}
              {canUpdate ? (
                <>
                  <Link href={`/quotes/${record.id}/edit`} className={button({ variant: 'secondary' })}>
                    <Pencil size={16} aria-hidden="true" />
                    <span>{t('common:actions.edit')}</span>
                  </Link>
                  <Button variant="primary" icon={<Mail size={16} aria-hidden="true" />} onClick={() => send.ask(record)}>
                    {t('quotes:send.action')}
                  </Button>
                </>
              ) : null}
            </>
          ) : null
        }
      />
      <RecordState {...quote} onRetry={quote.retry}>
        {(current) => (
          <>
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
            <Tabs
              label={t('quotes:detail.tabs')}
              value={tab}
              onValueChange={setTab}
              items={[
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
            />
            <Section title={t('quotes:pdf.title')} description={t('quotes:pdf.description')}>
              <PdfActions
                title={t('quotes:pdf.previewTitle', { number: current.number })}
                fileName={`preventivo-${current.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`}
                load={(onProgress) => downloadQuotePdf(client, current.id, onProgress)}
                printable
              />
            </Section>
          </>
        )}
      </RecordState>
      <ConfirmDialog
        {...send.dialog}
        title={expired ? t('quotes:send.expiredTitle', { date: expiredDate }) : t('quotes:send.confirmTitle', { number: send.payload?.number ?? '' })}
        description={
          expired
            ? t('quotes:send.expiredHint', { number: send.payload?.number ?? '', date: expiredDate, customer: send.payload?.customer.name ?? '' })
            : t('quotes:send.confirmHint', { customer: send.payload?.customer.name ?? '' })
        }
        confirmLabel={expired ? t('quotes:send.expiredConfirm', { date: expiredDate }) : t('quotes:send.confirm')}
        cancelLabel={t('common:actions.cancel')}
        error={sendError}
      />
    </div>
  );
};

/** Keyed by the id: a duplicate opens on this same route, and its page must load the copy, not keep the source. */
const QuoteDetailRoute = () => {
  const { quoteId } = useParams<{ quoteId: string }>();
  return <QuoteDetail key={quoteId} quoteId={quoteId} />;
};

export default QuoteDetailRoute;
