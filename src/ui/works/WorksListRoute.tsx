import { Briefcase, Folders, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { listWorks, type Work, type WorkSortField } from '../../api/works.ts';
import { WORK_STATUSES, workStatusLabelKey, type WorkStatus } from '../../domain/statuses.ts';
import { createPagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { button } from '../../../styled-system/recipes/index.mjs';
import { DataTable } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import type { ListAddressOptions } from '../components/listAddress.ts';
import { errorTagText } from '../components/messageText.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Select } from '../components/Select.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { TextField } from '../components/TextField.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { customerOptions } from './workOptions.ts';
import { WORK_STATUS_TONES } from './workStatus.ts';

type WorkFilters = { search?: string; status?: WorkStatus | null; customerId?: string | null; customerName?: string | null };

const worksList = createPagedListMachine<Work, WorkFilters>();

/** Page, order and filters live in the address; a status the list does not know is dropped. */
const WORK_ADDRESS: ListAddressOptions<WorkFilters> = {
  filters: ['search', 'status', 'customerId', 'customerName'],
  parseFilters: ({ search, status, customerId, customerName }) => ({
    search,
    status: WORK_STATUSES.find((known) => known === status) ?? null,
    customerId: customerId ?? null,
    customerName: customerName ?? null,
  }),
};

const sortKey = (field: WorkSortField): WorkSortField => field;

const ALL = 'all';

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
      listWorks(client, {
        page,
        pageSize,
        ...(sort ? { sort } : {}),
        ...(filters.search ? { search: filters.search } : {}),
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.customerId ? { customerId: Number(filters.customerId) } : {}),
      }),
    {},
    { address: WORK_ADDRESS },
  );
  const filtered = Boolean(list.filters.search || list.filters.status || list.filters.customerId);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('works:list.title')}
        actions={
          <>
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
      <FilterBar label={t('works:list.filters')}>
        <TextField label={t('common:actions.search')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search })} />
        <Select
          label={t('works:fields.status')}
          options={[{ value: ALL, label: t('works:list.allStatuses') }, ...WORK_STATUSES.map((status) => ({ value: status, label: t(`common:${workStatusLabelKey(status)}`) }))]}
          value={list.filters.status ?? ALL}
          onValueChange={(value) => list.filter({ status: WORK_STATUSES.find((status) => status === value) ?? null })}
        />
        <RemoteCombobox
          label={t('works:fields.customer')}
          value={list.filters.customerId ?? null}
          selectedLabel={list.filters.customerName ?? null}
          onValueChange={(customerId, customerName) => list.filter({ customerId, customerName })}
          load={customerOptions(client)}
        />
      </FilterBar>
      <DataTable
        caption={t('works:list.title')}
        rows={list.items}
        rowKey={(work) => work.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        sort={list.sort}
        onSortChange={list.sortBy}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        errorTag={list.errorTag}
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
