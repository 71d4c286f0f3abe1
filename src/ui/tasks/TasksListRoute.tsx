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
import { Select } from '../components/Select.tsx';
import { TextField } from '../components/TextField.tsx';
import { TASK_STATUSES, taskStatusLabelKey } from '../../domain/statuses.ts';
import { useAssigneePicker } from './useAssigneePicker.ts';


/** Page, order and filters live in the address; the work's name too, so the filter shows it after a reload. */
const TASK_ADDRESS: ListAddressOptions<TaskFilters> = { filters: ['search', 'status', 'start', 'end', 'workId', 'workName', 'assigneeId', 'assigneeName'] };

const sortKey = (field: TaskSortField): TaskSortField => field;


/**
 * tasks: the contract's filters (search, status, period, work, and the person for those who may give tasks to
 * others), the person each task is for, sortable columns, open tasks first by default; 50 per page.
 */
const TasksListRoute = () => {
  const { t } = useTranslation(['tasks', 'common']);
  const { client } = useApiClients();
  const dates = useDateFormat();
  const canCreate = usePermission('tasks.create');
  const canManageTypes = usePermission('task_types.update');
  const list = usePagedList(tasksList, {}, { address: TASK_ADDRESS });
  const assignees = useAssigneePicker();
  const filtered = Boolean(list.filters.search || list.filters.status || list.filters.start || list.filters.end || list.filters.workId || list.filters.assigneeId);
  // "Paused" holds the tasks never started too (the badge tells them apart): the option says so.
  const statusOptions = [
    { value: '', label: t('tasks:list.anyStatus') },
    ...TASK_STATUSES.map((status) => ({ value: status, label: status === 'paused' ? t('tasks:list.pausedOrNotStarted') : t(`common:${taskStatusLabelKey(status)}`) })),
  ];
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
        <TextField label={t('common:actions.search')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search: search === '' ? null : search })} />
        <Select label={t('tasks:fields.status')} name="status" options={statusOptions} value={list.filters.status ?? ''} onValueChange={(status) => list.filter({ status: status || null })} />
        <DateTimeField label={t('tasks:fields.start')} value={list.filters.start ?? null} onValueChange={(start) => list.filter({ start })} />
        <DateTimeField label={t('tasks:fields.end')} value={list.filters.end ?? null} onValueChange={(end) => list.filter({ end })} />
        <RemoteCombobox
          label={t('tasks:fields.work')}
          value={list.filters.workId ?? null}
          selectedLabel={list.filters.workName ?? null}
          onValueChange={(workId, workName) => list.filter({ workId, workName })}
          load={workOptions(client)}
        />
        {assignees ? (
          <RemoteCombobox
            label={t('tasks:fields.assignee')}
            value={list.filters.assigneeId ?? null}
            selectedLabel={list.filters.assigneeName ?? null}
            onValueChange={(assigneeId, assigneeName) => list.filter({ assigneeId, assigneeName })}
            load={assignees}
          />
        ) : null}
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
          { key: 'assignee', header: t('tasks:fields.assignee'), cell: (task) => task.assignee?.name ?? '—', hideBelow: 'sm' },
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
