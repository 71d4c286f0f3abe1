import FileText from 'lucide-react/icons/file-text';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { listQuotes, QUOTE_STATUSES, type Quote, type QuoteSortField, type QuoteStatus } from '../../api/quotes.ts';
import { createPagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { exportList } from '../../api/exports.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { pagedTableProps } from '../components/pagedTableProps.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { StatusCustomerFilterFields } from '../components/StatusCustomerFilterFields.tsx';
import { hasStatusCustomerFilter, statusCustomerAddress, statusCustomerQuery, type StatusCustomerFilters } from '../components/statusCustomerFilters.ts';
import { Pagination } from '../components/Pagination.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { QUOTE_STATUS_TONES } from './quoteStatus.ts';

type QuoteFilters = StatusCustomerFilters<QuoteStatus>;

const quotesList = createPagedListMachine<Quote, QuoteFilters>();

const QUOTE_ADDRESS = statusCustomerAddress(QUOTE_STATUSES);

const sortKey = (field: QuoteSortField): QuoteSortField => field;

/** quotes: search, status and customer filters, sortable columns, newest first; 50 per page. */
const QuotesListRoute = () => {
  const { t } = useTranslation(['quotes', 'common']);
  const { client } = useApiClients();
  const dates = useDateFormat();
  const decimals = useDecimalFormat();
  const canCreate = usePermission('quotes.create');
  const list = usePagedList(
    quotesList,
    ({ page, pageSize, filters, sort }) =>
      listQuotes(client, {
        page,
        pageSize,
        ...(sort ? { sort } : {}),
        ...statusCustomerQuery(filters),
      }),
    {},
    { address: QUOTE_ADDRESS },
  );
  const filtered = hasStatusCustomerFilter(list.filters);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('quotes:list.title')}
        actions={
          <>
            <ExportMenu load={(format) => exportList(client, 'quotes', format, { ...(list.sort ? { sort: list.sort } : {}), ...statusCustomerQuery(list.filters) })} fileName={t('quotes:list.title')} />
            {canCreate ? (
              <Link href="/quotes/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('quotes:list.create')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <StatusCustomerFilterFields
        label={t('quotes:list.filters')}
        filters={list.filters}
        onFilter={list.filter}
        statuses={QUOTE_STATUSES}
        statusLabel={t('quotes:fields.status')}
        allStatusesLabel={t('quotes:list.allStatuses')}
        statusName={(status) => t(`quotes:statuses.${status}`)}
        customerLabel={t('quotes:fields.customer')}
      />
      <DataTable
        caption={t('quotes:list.title')}
        {...pagedTableProps(list, t)}
        rowKey={(quote) => quote.id}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('quotes:list.empty'), icon: <FileText size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'number',
            header: t('quotes:fields.number'),
            sortKey: sortKey('number'),
            cell: (quote) => (
              <Link href={`/quotes/${quote.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {quote.number}
              </Link>
            ),
          },
          { key: 'customer', header: t('quotes:fields.customer'), cell: (quote) => quote.customer.name },
          { key: 'date', header: t('quotes:fields.date'), sortKey: sortKey('date'), hideBelow: 'md', cell: (quote) => dates.date(quote.date) },
          { key: 'gross', header: t('quotes:totals.gross'), align: 'end', hideBelow: 'sm', cell: (quote) => decimals.money(quote.totals.gross) },
          { key: 'status', header: t('quotes:fields.status'), sortKey: sortKey('status'), cell: (quote) => <StatusBadge status={quote.status} tones={QUOTE_STATUS_TONES} label={t(`quotes:statuses.${quote.status}`)} /> },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default QuotesListRoute;
