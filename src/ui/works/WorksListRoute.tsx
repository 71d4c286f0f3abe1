import Briefcase from 'lucide-react/icons/briefcase';
import Folders from 'lucide-react/icons/folders';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { listWorks, type Work, type WorkSortField } from '../../api/works.ts';
import { WORK_STATUSES, workStatusLabelKey, type WorkStatus } from '../../domain/statuses.ts';
import { createPagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { exportList } from '../../api/exports.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { button } from '../../../styled-system/recipes/index.mjs';
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
import { WORK_STATUS_TONES } from './workStatus.ts';

type WorkFilters = StatusCustomerFilters<WorkStatus>;

const worksList = createPagedListMachine<Work, WorkFilters>();

const WORK_ADDRESS = statusCustomerAddress(WORK_STATUSES);

const sortKey = (field: WorkSortField): WorkSortField => field;


/** The list call's query for the screen's filters and order: the list and its export read the same rows. */
const worksQuery = (filters: WorkFilters, sort: string | null) => ({
  ...(sort ? { sort } : {}),
  ...statusCustomerQuery(filters),
});

/** works: search, status and customer filters, sortable columns, latest start first by default; 50 per page. */
const WorksListRoute = () => {
  const { t } = useTranslation(['works', 'common']);
  const { client } = useApiClients();
  const dates = useDateFormat();
  const canCreate = usePermission('works.create');
  const canManageTypes = usePermission('work_types.update');
  const list = usePagedList(
    worksList,
    ({ page, pageSize, filters, sort }) =>
      listWorks(client, { page, pageSize, ...worksQuery(filters, sort) }),
    {},
    { address: WORK_ADDRESS },
  );
  const filtered = hasStatusCustomerFilter(list.filters);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('works:list.title')}
        actions={
          <>
            <ExportMenu load={(format) => exportList(client, 'works', format, worksQuery(list.filters, list.sort))} fileName={t('works:list.title')} />
            {canManageTypes ? (
              <Link href="/works/types" className={button({ variant: 'secondary' })}>
                <Folders size={16} aria-hidden="true" />
                <span>{t('works:types.manage')}</span>
              </Link>
            ) : null}
            {canCreate ? (
              <Link href="/works/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('works:list.create')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <StatusCustomerFilterFields
        label={t('works:list.filters')}
        filters={list.filters}
        onFilter={list.filter}
        statuses={WORK_STATUSES}
        statusLabel={t('works:fields.status')}
        allStatusesLabel={t('works:list.allStatuses')}
        statusName={(status) => t(`common:${workStatusLabelKey(status)}`)}
        customerLabel={t('works:fields.customer')}
      />
      <DataTable
        caption={t('works:list.title')}
        {...pagedTableProps(list, t)}
        rowKey={(work) => work.id}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('works:list.empty'), icon: <Briefcase size={28} aria-hidden="true" /> }}
        columns={[
          { key: 'code', header: t('works:fields.code'), cell: (work) => work.code, hideBelow: 'sm', sortKey: sortKey('code') },
          {
            key: 'name',
            header: t('works:fields.name'),
            sortKey: sortKey('name'),
            cell: (work) => (
              <Link href={`/works/${work.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {work.name}
              </Link>
            ),
          },
          { key: 'customer', header: t('works:fields.customer'), cell: (work) => work.customer?.name ?? '—', hideBelow: 'md', sortKey: sortKey('customer') },
          { key: 'start', header: t('works:fields.startDate'), cell: (work) => dates.date(work.startDate), hideBelow: 'lg', sortKey: sortKey('start_date') },
          { key: 'tasks', header: t('works:fields.tasksCount'), cell: (work) => work.tasksCount, align: 'end', hideBelow: 'lg' },
          { key: 'status', header: t('works:fields.status'), sortKey: sortKey('status'), cell: (work) => <StatusBadge status={work.status} tones={WORK_STATUS_TONES} label={t(`common:${workStatusLabelKey(work.status)}`)} /> },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default WorksListRoute;
