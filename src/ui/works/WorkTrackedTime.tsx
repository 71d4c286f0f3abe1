import { useActorRef } from '@xstate/react';
import { css } from '../../../styled-system/css/index.mjs';
import type { Work } from '../../api/works.ts';
import { formatElapsed, workElapsedSeconds } from '../../domain/elapsed.ts';
import { connectClock } from '../../machines/generic/clock.connect.ts';
import { clockInput, clockLogic } from '../../machines/generic/clock.logic.ts';
import { useConnected } from '../components/useConnected.ts';
import { useTimeZone } from '../components/useTimeZone.ts';

/**
 * The hours a job took: its tasks' tracked time, a task running now counted up to now and ticking, as each task's
 * tracking panel and the job's Tasks tab show it (the closed runs alone fell behind while someone worked on it).
 */
export const WorkTrackedTime = ({ work }: { work: Pick<Work, 'trackedSeconds' | 'runningSince'> }) => {
  const clock = useActorRef(clockLogic, { input: clockInput(useTimeZone()) });
  const { now } = useConnected(clock, connectClock);
  const seconds = workElapsedSeconds(work, now);
  return (
    <time data-testid="work-tracked-time" className={css({ fontVariantNumeric: 'tabular-nums' })} dateTime={`PT${seconds}S`}>
      {formatElapsed(seconds)}
    </time>
  );
};
