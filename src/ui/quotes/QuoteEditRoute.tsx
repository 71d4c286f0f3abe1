import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Quote } from '../../api/quotes.ts';
import { quoteRecord, quoteUpdate } from '../../machines/records/quotes.logic.ts';
import { notify } from '../components/notify.ts';
import { notifySaved, unlessSame } from '../components/unchangedSave.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { quoteStatusChoices } from '../../domain/salesDocumentChoices.ts';
import { quoteToValues } from './quoteForm.ts';
import { QuoteForm } from './QuoteForm.tsx';
import { SentQuoteForm } from './SentQuoteForm.tsx';
import { missingQuoteId } from './quoteStatus.ts';
import { useQuoteForm } from './useQuoteForm.ts';

const EditQuote = ({ quote }: { quote: Quote }) => {
  const { t } = useTranslation(['quotes', 'common']);
  const decimals = useDecimalFormat();
  const dates = useDateFormat();
  const [, navigate] = useLocation();
  const form = useQuoteForm({
    initialValues: quoteToValues(quote, decimals.inputText),
    save: quoteUpdate,
    // Saving what was loaded (its status included) writes nothing: no request, so `updated_at` stays; the screen says so.
    request: (body, values, loaded) => ({ id: quote.id, body: unlessSame({ ...body, status: values.status }, { ...loaded.body, status: loaded.values.status }) }),
    onSucceeded: (saved) => {
      notifySaved(saved, { unchanged: t('quotes:edit.unchanged'), updated: t('common:notices.updated', { name: t('quotes:entity') }) });
      navigate(`/quotes/${quote.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('quotes:entity') })),
  });
  const shared = { form, statuses: quoteStatusChoices(quote.status), submitLabel: t('common:actions.save'), onCancel: () => navigate(`/quotes/${quote.id}`) };
  // Once sent, the content is what the customer received: only the answer is recorded here (the server's rule too).
  return quote.status === 'draft' ? <QuoteForm {...shared} /> : <SentQuoteForm {...shared} sentAt={quote.sentAt ? dates.dateTime(quote.sentAt) : ''} />;
};

/** quotes/{quoteId}/edit: header, status and rows. */
const QuoteEditRoute = () => {
  const { t } = useTranslation(['quotes', 'common']);
  const { quoteId } = useParams<{ quoteId: string }>();
  const quote = useRecord(quoteRecord, missingQuoteId, idFromParam(quoteId));
  return (
    <>
      <PageHeader
        title={t('quotes:edit.title')}
        breadcrumbs={[{ label: t('quotes:list.title'), href: '/quotes' }, ...(quote.record ? [{ label: quote.record.number, href: `/quotes/${quote.record.id}` }] : []), { label: t('quotes:edit.title') }]}
      />
      <RecordState {...quote} onRetry={quote.retry}>
        {(record) => <EditQuote key={record.id} quote={record} />}
      </RecordState>
    </>
  );
};

export default QuoteEditRoute;
