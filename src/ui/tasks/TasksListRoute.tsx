import ListChecks from 'lucide-react/icons/list-checks';
import Plus from 'lucide-react/icons/plus';
import Shapes from 'lucide-react/icons/shapes';
import Timer from 'lucide-react/icons/timer';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { TaskSortField } from '../../api/tasks.ts';
import { tasksQuery, type TaskFilters } from '../../machines/records/taskQueries.ts';
import { tasksList } from '../../machines/records/tasks.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DataTable } from '../components/DataTable.tsx';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import type { ListAddressOptions } from '../components/listAddress.ts';
import { pagedTableProps } from '../components/pagedTableProps.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { workOptions } from '../../machines/records/tasks.logic.ts';
import { TaskStatusBadge } from '../components/TaskStatusBadge.tsx';


/** Page, order and filters live in the address; the work's name too, so the filter shows it after a reload. */
const TASK_ADDRESS: ListAddressOptions<TaskFilters> = { filters: ['start', 'end', 'workId', 'workName'] };

const sortKey = (field: TaskSortField): TaskSortField => field;


/** tasks: filters start, end and work, sortable columns, open tasks first by default; 50 per page. */
const TasksListRoute = () => {
  const { t } = useTranslation(['tasks', 'common']);
  const { client } = useApiClients();
  const dates = useDateFormat();
  const canCreate = usePermission('tasks.create');
  const canManageTypes = usePermission('task_types.update');
  const list = usePagedList(tasksList, {}, { address: TASK_ADDRESS });
  const filtered = Boolean(list.filters.start || list.filters.end || list.filters.workId);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('tasks:list.title')}
        actions={
          <>
            <ExportMenu list="tasks" query={tasksQuery(list.filters, list.sort)} fileName={t('tasks:list.title')} />
            <Link href="/tasks/running" className={button({ variant: 'secondary' })}>
              <Timer size={16} aria-hidden="true" />
              <span>{t('tasks:running.link')}</span>
            </Link>
            {canManageTypes ? (
              <Link href="/tasks/types" className={button({ variant: 'secondary' })}>
                <Shapes size={16} aria-hidden="true" />
                <span>{t('tasks:types.manage')}</span>
              </Link>
            ) : null}
            {canCreate ? (
              <Link href="/tasks/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('tasks:list.create')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <FilterBar label={t('tasks:list.filters')}>
        <DateTimeField label={t('tasks:fields.start')} value={list.filters.start ?? null} onValueChange={(start) => list.filter({ start })} />
        <DateTimeField label={t('tasks:fields.end')} value={list.filters.end ?? null} onValueChange={(end) => list.filter({ end })} />
        <RemoteCombobox
          label={t('tasks:fields.work')}
          value={list.filters.workId ?? null}
          selectedLabel={list.filters.workName ?? null}
          onValueChange={(workId, workName) => list.filter({ workId, workName })}
          load={workOptions(client)}
        />
      </FilterBar>
      <DataTable
        caption={t('tasks:list.title')}
        {...pagedTableProps(list, t)}
        rowKey={(task) => task.id}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('tasks:list.empty'), icon: <ListChecks size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'summary',
            header: t('tasks:fields.summary'),
            sortKey: sortKey('summary'),
            cell: (task) => (
              <Link href={`/tasks/${task.id}/edit`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {task.summary}
              </Link>
            ),
          },
          { key: 'work', header: t('tasks:fields.work'), cell: (task) => task.work?.name ?? '—', hideBelow: 'md' },
          { key: 'start', header: t('tasks:fields.start'), cell: (task) => dates.dateTime(task.start), hideBelow: 'sm', sortKey: sortKey('start') },
          { key: 'end', header: t('tasks:fields.end'), cell: (task) => dates.dateTime(task.end), hideBelow: 'lg', sortKey: sortKey('end') },
          { key: 'status', header: t('tasks:fields.status'), sortKey: sortKey('status'), cell: (task) => <TaskStatusBadge task={task} /> },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default TasksListRoute;
