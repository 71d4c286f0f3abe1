import { useActorRef } from '@xstate/react';
import Timer from 'lucide-react/icons/timer';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { connectClock } from '../../machines/generic/clock.connect.ts';
import { clockInput, clockLogic } from '../../machines/generic/clock.logic.ts';
import { runningTasksList } from '../../machines/records/tasks.logic.ts';
import { elapsedSeconds, formatElapsed } from '../../domain/elapsed.ts';
import { DataTable } from '../components/DataTable.tsx';
import { errorTagText } from '../components/messageText.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { useConnected } from '../components/useConnected.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { useTimeZone } from '../components/useTimeZone.ts';


/**
 * tasks/running: the tasks started right now and by whom, with their live time. The server scopes the list: the
 * user's own, plus their team's for a team leader (everyone's for administrators).
 */
const RunningTasksRoute = () => {
  const { t } = useTranslation(['tasks', 'common']);
  const dates = useDateFormat();
  const timeZone = useTimeZone();
  const clock = useActorRef(clockLogic, { input: clockInput(timeZone) });
  const { now } = useConnected(clock, connectClock);
  const list = usePagedList(runningTasksList);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('tasks:running.title')}
        description={t('tasks:running.description')}
        breadcrumbs={[{ label: t('tasks:list.title'), href: '/tasks' }, { label: t('tasks:running.title') }]}
        actions={<ExportMenu list="running-tasks" fileName={t('tasks:running.title')} />}
      />
      <DataTable
        caption={t('tasks:running.title')}
        rows={list.items}
        rowKey={(task) => task.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        errorTag={list.errorTag}
        empty={{ message: t('tasks:running.empty'), icon: <Timer size={28} aria-hidden="true" /> }}
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
          { key: 'startedBy', header: t('tasks:running.startedBy'), cell: (task) => task.startedBy?.name ?? '—' },
          { key: 'since', header: t('tasks:running.since'), cell: (task) => dates.dateTime(task.startedAt), hideBelow: 'sm' },
          {
            key: 'elapsed',
            header: t('tasks:tracking.elapsed'),
            align: 'end',
            cell: (task) => (
              <span className={css({ fontVariantNumeric: 'tabular-nums' })}>{formatElapsed(elapsedSeconds(task, now))}</span>
            ),
          },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default RunningTasksRoute;
