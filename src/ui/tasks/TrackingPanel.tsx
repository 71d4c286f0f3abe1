import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import CheckCheck from 'lucide-react/icons/check-check';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { css } from '../../../styled-system/css/index.mjs';
import { changeTaskStatus, type Task } from '../../api/tasks.ts';
import { wallClockNow } from '../../machines/generic/wallClockNow.ts';
import { registerLiveActor } from '../../machines/liveActors.ts';
import { createTaskTrackingMachine } from '../../machines/tracking/taskTracking.machine.ts';
import { formatElapsed } from '../../machines/tracking/elapsed.ts';
import { selectElapsedSeconds, selectErrorTag, selectPendingReopen, selectPendingStatus, selectRefusal, selectRunTrace, selectStatus } from '../../machines/tracking/taskTracking.selectors.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { errorTagText, messageText } from '../components/messageText.ts';
import { Section } from '../components/Section.tsx';
import { TaskStatusBadge } from './TaskStatusBadge.tsx';
import { ShowProcessButton } from '../processes/ShowProcessButton.tsx';

const tracking = createTaskTrackingMachine<Task>();

export type TrackingPanelProps = {
  task: Task;
  timeZone: string;
  /** tasks.changeStatus: without it the time is shown but cannot be changed. */
  canChangeStatus: boolean;
  onChanged: (task: Task) => void;
};

/** Start, pause, complete and reopen a task, with its tracked time counting live while started (spec §4). */
export const TrackingPanel = ({ task, timeZone, canChangeStatus, onChanged }: TrackingPanelProps) => {
  const { t } = useTranslation(['tasks', 'common', 'errors', 'ui']);
  const { client } = useApiClients();
  const actor = useActorRef(
    tracking.provide({
      actors: {
        changeStatus: fromPromise(({ input, signal }) => Effect.runPromise(changeTaskStatus(client, input.taskId, input.status, { reopen: input.reopen }), { signal })),
      },
      actions: { statusChanged: (_, params) => onChanged(params.task) },
    }),
    { input: { task, timeZone, now: wallClockNow(timeZone) } },
  );
  // The Processi screen's live view follows the tracking of the task open here.
  useEffect(() => registerLiveActor('taskTracking', actor), [actor]);
  const status = useSelector(actor, selectStatus);
  const trace = useSelector(actor, selectRunTrace);
  const elapsed = useSelector(actor, selectElapsedSeconds);
  const pending = useSelector(actor, selectPendingStatus);
  const reopening = useSelector(actor, selectPendingReopen);
  const refusal = useSelector(actor, selectRefusal);
  const errorTag = useSelector(actor, selectErrorTag);
  const startedBy = useSelector(actor, (snapshot) => snapshot.context.task.startedBy);
  const canStart = useSelector(actor, (snapshot) => snapshot.can({ type: 'task.start' }));
  const canPause = useSelector(actor, (snapshot) => snapshot.can({ type: 'task.pause' }));
  const canComplete = useSelector(actor, (snapshot) => snapshot.can({ type: 'task.complete' }));
  const canReopen = useSelector(actor, (snapshot) => snapshot.can({ type: 'task.reopen' }));
  return (
    <Section title={t('tasks:tracking.title')} actions={<ShowProcessButton actor={actor} machineId="taskTracking" />}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <TaskStatusBadge task={trace} />
        <div>
          <span className={css({ color: 'muted', textStyle: 'small', mr: '1' })}>{t('tasks:tracking.elapsed')}</span>
          <time data-testid="elapsed" className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: '700', fontSize: 'lg' })} dateTime={`PT${elapsed}S`}>
            {formatElapsed(elapsed)}
          </time>
        </div>
        {status === 'started' && startedBy ? <span className={css({ color: 'muted', textStyle: 'small' })}>{t('tasks:tracking.startedBy', { name: startedBy.name })}</span> : null}
      </div>
      {canChangeStatus ? (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Button variant="primary" icon={<Play size={16} aria-hidden="true" />} disabled={!canStart} loading={pending === 'started'} onClick={() => actor.send({ type: 'task.start' })}>
            {t('tasks:tracking.start')}
          </Button>
          <Button variant="secondary" icon={<Pause size={16} aria-hidden="true" />} disabled={!canPause} loading={pending === 'paused' && !reopening} onClick={() => actor.send({ type: 'task.pause' })}>
            {t('tasks:tracking.pause')}
          </Button>
          {status === 'completed' ? (
            <Button variant="secondary" icon={<RotateCcw size={16} aria-hidden="true" />} disabled={!canReopen} loading={reopening} onClick={() => actor.send({ type: 'task.reopen' })}>
              {t('tasks:tracking.reopen')}
            </Button>
          ) : (
            <Button variant="secondary" icon={<CheckCheck size={16} aria-hidden="true" />} disabled={!canComplete} loading={pending === 'completed'} onClick={() => actor.send({ type: 'task.complete' })}>
              {t('tasks:tracking.complete')}
            </Button>
          )}
        </div>
      ) : null}
      {refusal ? (
        <Alert tone="warning" onDismiss={() => actor.send({ type: 'tracking.dismiss' })}>
          {messageText(t, refusal)}
        </Alert>
      ) : null}
      {errorTag ? (
        <Alert tone="danger" onDismiss={() => actor.send({ type: 'tracking.dismiss' })}>
          {errorTagText(t, errorTag)}
        </Alert>
      ) : null}
    </Section>
  );
};
