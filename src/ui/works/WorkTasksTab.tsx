import { useActorRef } from '@xstate/react';
import { elapsedSeconds, formatElapsed } from '../../domain/elapsed.ts';
import ListChecks from 'lucide-react/icons/list-checks';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { connectClock } from '../../machines/generic/clock.connect.ts';
import { clockInput, clockLogic } from '../../machines/generic/clock.logic.ts';
import { workTasksList } from '../../machines/records/works.logic.ts';
import { DataList } from '../components/DataList.tsx';
import { errorTagText } from '../components/messageText.ts';
import { Pagination } from '../components/Pagination.tsx';
import { useConnected } from '../components/useConnected.ts';
import { usePermission } from '../components/usePermission.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { TaskStatusBadge } from '../components/TaskStatusBadge.tsx';
import { useTimeZone } from '../components/useTimeZone.ts';

/** Tab "tasks" of a work: its tasks (cost items), and a new one already linked to it. */
export const WorkTasksTab = ({ workId }: { workId: number }) => {
  const { t } = useTranslation(['works', 'common']);
  const canCreate = usePermission('tasks.create');
  const list = usePagedList(workTasksList, {}, { context: workId });
  // A task running now counts its current stretch too, ticking as on the task's own screen and the running list:
  // the closed stretches alone read 0:00:00 beside "Started" while someone works on it.
  const clock = useActorRef(clockLogic, { input: clockInput(useTimeZone()) });
  const { now } = useConnected(clock, connectClock);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {canCreate ? (
        <div>
          <Link href={`/tasks/create?workId=${workId}`} className={button({ variant: 'secondary', size: 'sm' })}>
            <Plus size={16} aria-hidden="true" />
            <span>{t('works:tasks.create')}</span>
          </Link>
        </div>
      ) : null}
      <DataList
        label={t('works:tabs.tasks')}
        items={list.items}
        itemKey={(task) => task.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        errorTag={list.errorTag}
        empty={{ message: t('works:tasks.empty'), icon: <ListChecks size={28} aria-hidden="true" /> }}
        renderItem={(task) => (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'space-between', flexWrap: 'wrap' })}>
            <span className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
              <Link href={`/tasks/${task.id}/edit`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {task.summary}
              </Link>
              {/* Whom each task of the job is for: the job's people at a glance. */}
              {task.assignee ? <span className={css({ color: 'muted', textStyle: 'small' })}>{task.assignee.name}</span> : null}
              <span className={css({ color: 'muted', textStyle: 'small', fontVariantNumeric: 'tabular-nums' })}>{t('works:tasks.tracked', { time: formatElapsed(elapsedSeconds(task, now)) })}</span>
            </span>
            <TaskStatusBadge task={task} />
          </div>
        )}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};
