import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { formatWallClockDate, parseWallClock } from '../../domain/dateTime.ts';
import { wallClockNow } from '../../machines/generic/wallClockNow.ts';
import { quoteCreate } from '../../machines/records/quotes.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { emptyQuote } from './quoteForm.ts';
import { QuoteForm } from './QuoteForm.tsx';
import { useQuoteForm } from './useQuoteForm.ts';
import { useTimeZone } from '../components/useTimeZone.ts';

/** Today in the tenant's zone (the server's wall clock), the new quote's date. */
const useToday = (): string => {
  const now = parseWallClock(wallClockNow(useTimeZone()));
  return now ? formatWallClockDate(now) : '';
};

/** quotes/create: a draft; after saving, the quote's rows. */
const QuoteCreateRoute = () => {
  const { t } = useTranslation(['quotes', 'common']);
  const [, navigate] = useLocation();
  const form = useQuoteForm({
    initialValues: emptyQuote(useToday()),
    save: quoteCreate,
    request: (body) => body,
    onSucceeded: (quote) => {
      notify.success(t('common:notices.created', { name: t('quotes:entity') }));
      navigate(`/quotes/${quote.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('quotes:entity') })),
  });
  return (
    <>
      <PageHeader title={t('quotes:create.title')} breadcrumbs={[{ label: t('quotes:list.title'), href: '/quotes' }, { label: t('quotes:create.title') }]} />
      <QuoteForm form={form} statuses={[]} submitLabel={t('common:actions.create')} onCancel={() => navigate('/quotes')} />
    </>
  );
};

export default QuoteCreateRoute;
