import FlaskConical from 'lucide-react/icons/flask-conical';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { listSamples, type Sample, type SampleSortField } from '../../api/samples.ts';
import { SAMPLE_STATUSES, type SampleOverallStatus } from '../../domain/sampleApproval.ts';
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
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { SAMPLE_STATUS_TONES } from './sampleStatus.ts';

type SampleFilters = StatusCustomerFilters<SampleOverallStatus>;

const samplesList = createPagedListMachine<Sample, SampleFilters>();

const ADDRESS = statusCustomerAddress(SAMPLE_STATUSES);

const sortKey = (field: SampleSortField): SampleSortField => field;

/** samples: search, status and customer filters, sortable columns, newest first; 50 per page. */
const SamplesListRoute = () => {
  const { t } = useTranslation(['samples', 'common']);
  const { client } = useApiClients();
  const dates = useDateFormat();
  const canCreate = usePermission('samples.create');
  const list = usePagedList(
    samplesList,
    ({ page, pageSize, filters, sort }) =>
      listSamples(client, {
        page,
        pageSize,
        ...(sort ? { sort } : {}),
        ...statusCustomerQuery(filters),
      }),
    {},
    { address: ADDRESS },
  );
  const filtered = hasStatusCustomerFilter(list.filters);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('samples:list.title')}
        actions={
          <>
            <ExportMenu load={(format) => exportList(client, 'samples', format, { ...(list.sort ? { sort: list.sort } : {}), ...statusCustomerQuery(list.filters) })} fileName={t('samples:list.title')} />
            {canCreate ? (
              <Link href="/samples/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('samples:list.create')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <StatusCustomerFilterFields
        label={t('samples:list.filters')}
        filters={list.filters}
        onFilter={list.filter}
        statuses={SAMPLE_STATUSES}
        statusLabel={t('samples:fields.status')}
        allStatusesLabel={t('samples:list.allStatuses')}
        statusName={(status) => t(`samples:status.${status}`)}
        customerLabel={t('samples:fields.customer')}
      />
      <DataTable
        caption={t('samples:list.title')}
        {...pagedTableProps(list, t)}
        rowKey={(sample) => sample.id}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('samples:list.empty'), icon: <FlaskConical size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'number',
            header: t('samples:fields.number'),
            sortKey: sortKey('number'),
            cell: (sample) => (
              <Link href={`/samples/${sample.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {sample.number}
              </Link>
            ),
          },
          { key: 'customer', header: t('samples:fields.customer'), cell: (sample) => sample.customer.name },
          { key: 'date', header: t('samples:fields.date'), cell: (sample) => dates.date(sample.date), hideBelow: 'md', sortKey: sortKey('date') },
          { key: 'materials', header: t('samples:fields.materials'), cell: (sample) => sample.materials.join(', ') || '—', hideBelow: 'lg' },
          { key: 'status', header: t('samples:fields.status'), sortKey: sortKey('status'), cell: (sample) => <StatusBadge status={sample.status} tones={SAMPLE_STATUS_TONES} label={t(`samples:status.${sample.status}`)} /> },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default SamplesListRoute;
