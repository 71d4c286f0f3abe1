import { useTranslation } from 'react-i18next';
import type { Work } from '../../api/works.ts';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { workStatusLabelKey } from '../../domain/statuses.ts';
import { workDeletion, workRecord } from '../../machines/records/works.logic.ts';
import { DetailList } from '../components/DetailList.tsx';
import { dash } from '../components/emptyValue.ts';
import { MediaPanel } from '../components/MediaPanel.tsx';
import { RecordDetailScreen, type RecordDetailDescriptor } from '../components/RecordDetailScreen.tsx';
import { Section } from '../components/Section.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useCanActOn } from '../components/useCanActOn.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePermission } from '../components/usePermission.ts';
import { WorkPhases } from './WorkPhases.tsx';
import { WorkTasksTab } from './WorkTasksTab.tsx';
import { WorkTrackedTime } from './WorkTrackedTime.tsx';
import { WORK_STATUS_TONES } from './workStatus.ts';

// The record scope: a work outside one's own and one's team's is read-only (the server answers 403). A work without
// `people` (an older server) is left to the server to judge.
const workDetail: RecordDetailDescriptor<Work> = {
  ns: 'works',
  keys: { entity: 'works:entity', listTitle: 'works:list.title', detailTitle: 'works:detail.title', deleteHint: 'works:detail.deleteHint', tabs: 'works:detail.tabs' },
  listPath: '/works',
  param: 'workId',
  missingMessage: guardMessage('noWorkSelected'),
  update: 'works.update',
  delete: 'works.delete',
  record: workRecord,
  deletion: workDeletion,
  scope: { management: 'works.management', people: (work) => work.people },
  title: (work) => work.name,
  subtitle: (work) => work.code,
  crumb: (work) => work.name,
  deleteName: (work) => work.name,
};

/** Whether the work is within the user's record scope (see workDetail). */
const useMine = (work: Work): boolean => {
  const inScope = useCanActOn('works.management', work.people ?? []);
  return work.people === undefined || inScope;
};

const WorkPhasesSection = ({ work }: { work: Work }) => {
  const mine = useMine(work);
  return <WorkPhases workId={work.id} canAct={mine} />;
};

const WorkAttachments = ({ work, onChanged }: { work: Work; onChanged: () => void }) => {
  const { t } = useTranslation(['works']);
  const mayUpdate = usePermission('works.update');
  const mine = useMine(work);
  const canUpdate = mayUpdate && mine;
  return <MediaPanel label={t('works:tabs.attachments')} items={work.media} ownerId={work.id} missingOwner="noWorkSelected" canEdit={canUpdate} onChanged={onChanged} owner="works" />;
};

/** works/{workId}: overview with phases, tabs tasks and attachments. */
const WorkDetailRoute = () => {
  const { t } = useTranslation(['works', 'common']);
  const dates = useDateFormat();
  const canViewPhases = usePermission('phases.viewAny');
  return (
    <RecordDetailScreen
      descriptor={workDetail}
      before={(current) => (
        <>
          <Section title={t('works:detail.overview')}>
            <DetailList
              items={[
                { label: t('works:fields.status'), value: <StatusBadge status={current.status} tones={WORK_STATUS_TONES} label={t(`common:${workStatusLabelKey(current.status)}`)} /> },
                { label: t('works:fields.code'), value: current.code },
                { label: t('works:fields.customer'), value: dash(current.customer?.name) },
                { label: t('works:fields.workType'), value: dash(current.workType?.name) },
                { label: t('works:fields.startDate'), value: dates.date(current.startDate) },
                { label: t('works:fields.endDate'), value: dates.date(current.endDate) },
                { label: t('works:fields.tasksCount'), value: current.tasksCount },
                // The hours the job took: the tracked time of its tasks, a running one up to now, as each task's panel shows it.
                { label: t('works:fields.trackedTime'), value: <WorkTrackedTime work={current} /> },
                { label: t('works:fields.description'), value: dash(current.description) },
                { label: t('works:fields.notes'), value: dash(current.notes) },
              ]}
            />
          </Section>
          {canViewPhases ? <WorkPhasesSection work={current} /> : null}
        </>
      )}
      tabs={(current, reload) => [
        { value: 'tasks', label: t('works:tabs.tasks'), content: <WorkTasksTab workId={current.id} /> },
        { value: 'attachments', label: t('works:tabs.attachments'), content: <WorkAttachments work={current} onChanged={reload} /> },
      ]}
    />
  );
};

export default WorkDetailRoute;
