import Briefcase from 'lucide-react/icons/briefcase';
import Folders from 'lucide-react/icons/folders';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { Work, WorkSortField } from '../../api/works.ts';
import { WORK_STATUSES, workStatusLabelKey, type WorkStatus } from '../../domain/statuses.ts';
import { worksExport, worksList, type WorkFilters } from '../../machines/records/works.logic.ts';
import { RecordListScreen, type RecordListDescriptor } from '../components/RecordListScreen.tsx';
import { statusCustomerAddress } from '../components/statusCustomerFilters.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePermission } from '../components/usePermission.ts';
import { WORK_STATUS_TONES } from './workStatus.ts';

const sortKey = (field: WorkSortField): WorkSortField => field;

const worksDescriptor: RecordListDescriptor<Work, WorkStatus, WorkFilters> = {
  ns: 'works',
  keys: {
    title: 'works:list.title',
    create: 'works:list.create',
    empty: 'works:list.empty',
    filters: 'works:list.filters',
    allStatuses: 'works:list.allStatuses',
    status: 'works:fields.status',
    customer: 'works:fields.customer',
  },
  basePath: '/works',
  createPermission: 'works.create',
  list: worksList,
  exports: worksExport,
  address: statusCustomerAddress(WORK_STATUSES),
  statuses: WORK_STATUSES,
  statusKey: (status) => `common:${workStatusLabelKey(status)}`,
  statusOf: (work) => work.status,
  tones: WORK_STATUS_TONES,
  EmptyIcon: Briefcase,
};

/** works: search, status and customer filters, sortable columns, latest start first by default; 50 per page. */
const WorksListRoute = () => {
  const { t } = useTranslation(['works', 'common']);
  const dates = useDateFormat();
  const canManageTypes = usePermission('work_types.update');
  return (
    <RecordListScreen
      descriptor={worksDescriptor}
      statusSort={sortKey('status')}
      extraActions={
        canManageTypes ? (
          <Link href="/works/types" className={button({ variant: 'secondary' })}>
            <Folders size={16} aria-hidden="true" />
            <span>{t('works:types.manage')}</span>
          </Link>
        ) : null
      }
      columns={(link) => [
        { key: 'code', header: t('works:fields.code'), cell: (work) => work.code, hideBelow: 'sm', sortKey: sortKey('code') },
        { key: 'name', header: t('works:fields.name'), sortKey: sortKey('name'), cell: (work) => link(work, work.name) },
        { key: 'customer', header: t('works:fields.customer'), cell: (work) => work.customer?.name ?? '—', hideBelow: 'md', sortKey: sortKey('customer') },
        { key: 'start', header: t('works:fields.startDate'), cell: (work) => dates.date(work.startDate), hideBelow: 'lg', sortKey: sortKey('start_date') },
        { key: 'tasks', header: t('works:fields.tasksCount'), cell: (work) => work.tasksCount, align: 'end', hideBelow: 'lg' },
      ]}
    />
  );
};

export default WorksListRoute;
