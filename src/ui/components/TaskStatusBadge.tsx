import { useTranslation } from 'react-i18next';
import { taskDisplayStatus, taskStatusLabelKey, type TaskRunTrace } from '../../domain/statuses.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { TASK_STATUS_TONES } from './taskStatus.ts';

/** A task's status as people read it: "Non avviata" until it first runs, then In corso / In pausa / Completata. */
export const TaskStatusBadge = ({ task }: { task: TaskRunTrace }) => {
  const { t } = useTranslation('common');
  const status = taskDisplayStatus(task);
  return <StatusBadge status={status} tones={TASK_STATUS_TONES} label={t(`common:${taskStatusLabelKey(status)}`)} />;
};
