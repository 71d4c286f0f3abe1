import { ListChecks, Plus, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { listTasks, type Task } from '../../api/tasks.ts';
import { taskStatusLabelKey } from '../../domain/statuses.ts';
import { createPagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DataTable } from '../components/DataTable.tsx';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { errorTagText } from '../components/messageText.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { workOptions } from './taskOptions.ts';
import { TASK_STATUS_TONES } from './taskStatus.ts';

type TaskFilters = { start?: string | null; end?: string | null; workId?: string | null; workName?: string | null };

const tasksList = createPagedListMachine<Task, TaskFilters>();

const when = (value: string | null) => (value === null ? '—' : value.slice(0, 16));

/** tasks: filters start, end and work; 50 per page. */
const TasksListRoute = () => {
  const { t } = useTranslation(['tasks', 'common']);
  const { client } = useApiClients();
  const canCreate = usePermission('tasks.create');
  const list = usePagedList(tasksList, ({ page, pageSize, filters }) =>
    listTasks(client, {
      page,
      pageSize,
      ...(filters.start ? { start: filters.start } : {}),
      ...(filters.end ? { end: filters.end } : {}),
      ...(filters.workId ? { workId: Number(filters.workId) } : {}),
    }),
  );
  const filtered = Boolean(list.filters.start || list.filters.end || list.filters.workId);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('tasks:list.title')}
        actions={
          <>
            <Link href="/tasks/running" className={button({ variant: 'secondary' })}>
              <Timer size={16} aria-hidden="true" />
              <span>{t('tasks:running.link')}</span>
            </Link>
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
        rows={list.items}
        rowKey={(task) => task.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        errorTag={list.errorTag}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('tasks:list.empty'), icon: <ListChecks size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'summary',
            header: t('tasks:fields.summary'),
            cell: (task) => (
              <Link href={`/tasks/${task.id}/edit`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {task.summary}
              </Link>
            ),
          },
          { key: 'work', header: t('tasks:fields.work'), cell: (task) => task.work?.name ?? '—', hideBelow: 'md' },
          { key: 'start', header: t('tasks:fields.start'), cell: (task) => when(task.start), hideBelow: 'sm' },
          { key: 'end', header: t('tasks:fields.end'), cell: (task) => when(task.end), hideBelow: 'lg' },
          { key: 'status', header: t('tasks:fields.status'), cell: (task) => <StatusBadge status={task.status} tones={TASK_STATUS_TONES} label={t(`common:${taskStatusLabelKey(task.status)}`)} /> },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default TasksListRoute;
