import { useActorRef } from '@xstate/react';
import CheckCheck from 'lucide-react/icons/check-check';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Task } from '../../api/tasks.ts';
import { wallClockNow } from '../../machines/generic/wallClockNow.ts';
import { registerLiveActor } from '../../machines/liveActors.ts';
import { formatElapsed } from '../../domain/elapsed.ts';
import { connectTaskTracking } from '../../machines/tracking/taskTracking.connect.ts';
import { createTaskTrackingLogic } from '../../machines/tracking/taskTracking.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { errorTagText, messageText } from '../components/messageText.ts';
import { Section } from '../components/Section.tsx';
import { TaskStatusBadge } from '../components/TaskStatusBadge.tsx';
import { ShowProcessButton } from '../components/ShowProcessButton.tsx';
import { useConnected } from '../components/useConnected.ts';

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
  const actor = useActorRef(createTaskTrackingLogic({ client, onChanged }), { input: { task, timeZone, now: wallClockNow(timeZone) } });
  // The Processi screen's live view follows the tracking of the task open here.
  useEffect(() => registerLiveActor('taskTracking', actor), [actor]);
  const view = useConnected(actor, connectTaskTracking);
  const { close } = view;
  const lockedHintId = useId();
  const describedBy = view.lockedReason ? lockedHintId : undefined;
  return (
    <Section title={t('tasks:tracking.title')} actions={<ShowProcessButton actor={actor} machineId="taskTracking" />}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <TaskStatusBadge task={view.task} />
        <div>
          <span className={css({ color: 'muted', textStyle: 'small', mr: '1' })}>{t('tasks:tracking.elapsed')}</span>
          <time data-testid="elapsed" className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: '700', fontSize: 'lg' })} dateTime={`PT${view.elapsedSeconds}S`}>
            {formatElapsed(view.elapsedSeconds)}
          </time>
        </div>
        {view.startedBy ? <span className={css({ color: 'muted', textStyle: 'small' })}>{t('tasks:tracking.startedBy', { name: view.startedBy })}</span> : null}
      </div>
      {canChangeStatus ? (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Button variant="primary" icon={<Play size={16} aria-hidden="true" />} disabled={view.start.disabled} loading={view.start.loading} onClick={view.start.onPress} aria-describedby={describedBy}>
            {t('tasks:tracking.start')}
          </Button>
          <Button variant="secondary" icon={<Pause size={16} aria-hidden="true" />} disabled={view.pause.disabled} loading={view.pause.loading} onClick={view.pause.onPress} aria-describedby={describedBy}>
            {t('tasks:tracking.pause')}
          </Button>
          {close.kind === 'reopen' ? (
            <Button variant="secondary" icon={<RotateCcw size={16} aria-hidden="true" />} disabled={close.disabled} loading={close.loading} onClick={close.onPress}>
              {t('tasks:tracking.reopen')}
            </Button>
          ) : (
            <Button variant="secondary" icon={<CheckCheck size={16} aria-hidden="true" />} disabled={close.disabled} loading={close.loading} onClick={close.onPress}>
              {t('tasks:tracking.complete')}
            </Button>
          )}
          {view.lockedReason ? (
            <p id={lockedHintId} className={css({ color: 'muted', textStyle: 'small', alignSelf: 'center', m: '0' })}>
              {t('tasks:tracking.completedHint')}
            </p>
          ) : null}
        </div>
      ) : null}
      {view.refusal ? (
        <Alert tone="warning" onDismiss={view.dismiss}>
          {messageText(t, view.refusal)}
        </Alert>
      ) : null}
      {view.errorTag ? (
        <Alert tone="danger" onDismiss={view.dismiss}>
          {errorTagText(t, view.errorTag)}
        </Alert>
      ) : null}
    </Section>
  );
};
