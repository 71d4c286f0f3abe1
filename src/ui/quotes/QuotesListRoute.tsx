import FileText from 'lucide-react/icons/file-text';
import { useTranslation } from 'react-i18next';
import type { Quote, QuoteSortField, QuoteStatus } from '../../api/quotes.ts';
import { QUOTE_STATUSES } from '../../domain/salesDocumentChoices.ts';
import { quotesExport, quotesList, type QuoteFilters } from '../../machines/records/quotes.logic.ts';
import { RecordListScreen, type RecordListDescriptor } from '../components/RecordListScreen.tsx';
import { statusCustomerAddress } from '../components/statusCustomerFilters.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { QUOTE_STATUS_TONES } from './quoteStatus.ts';

const sortKey = (field: QuoteSortField): QuoteSortField => field;

const quotesDescriptor: RecordListDescriptor<Quote, QuoteStatus, QuoteFilters> = {
  ns: 'quotes',
  keys: {
    title: 'quotes:list.title',
    create: 'quotes:list.create',
    empty: 'quotes:list.empty',
    filters: 'quotes:list.filters',
    allStatuses: 'quotes:list.allStatuses',
    status: 'quotes:fields.status',
    customer: 'quotes:fields.customer',
  },
  basePath: '/quotes',
  createPermission: 'quotes.create',
  list: quotesList,
  exports: quotesExport,
  address: statusCustomerAddress(QUOTE_STATUSES),
  statuses: QUOTE_STATUSES,
  statusKey: (status) => `quotes:statuses.${status}`,
  statusOf: (quote) => quote.status,
  tones: QUOTE_STATUS_TONES,
  EmptyIcon: FileText,
};

/** quotes: search, status and customer filters, sortable columns, newest first; 50 per page. */
const QuotesListRoute = () => {
  const { t } = useTranslation(['quotes', 'common']);
  const dates = useDateFormat();
  const decimals = useDecimalFormat();
  return (
    <RecordListScreen
      descriptor={quotesDescriptor}
      statusSort={sortKey('status')}
      columns={(link) => [
        { key: 'number', header: t('quotes:fields.number'), sortKey: sortKey('number'), cell: (quote) => link(quote, quote.number) },
        { key: 'customer', header: t('quotes:fields.customer'), sortKey: sortKey('customer'), cell: (quote) => quote.customer.name },
        { key: 'date', header: t('quotes:fields.date'), sortKey: sortKey('date'), hideBelow: 'md', cell: (quote) => dates.date(quote.date) },
        { key: 'gross', header: t('quotes:totals.gross'), sortKey: sortKey('total'), align: 'end', hideBelow: 'sm', cell: (quote) => decimals.money(quote.totals.gross) },
      ]}
    />
  );
};

export default QuotesListRoute;
