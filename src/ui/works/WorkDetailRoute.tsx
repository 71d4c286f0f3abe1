import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { deleteWork, getWork, type Work } from '../../api/works.ts';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { workStatusLabelKey } from '../../domain/statuses.ts';
import { createConfirmActionMachine } from '../../machines/generic/confirmAction.machine.ts';
import { createRecordMachine } from '../../machines/generic/record.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { MediaPanel } from '../components/MediaPanel.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { recordMediaCalls } from '../components/recordMediaCalls.ts';
import { RecordState } from '../components/RecordState.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { Section } from '../components/Section.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useCanActOn } from '../components/useCanActOn.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { WorkPhases } from './WorkPhases.tsx';
import { WorkTasksTab } from './WorkTasksTab.tsx';
import { WORK_STATUS_TONES } from './workStatus.ts';
import { dash } from '../components/emptyValue.ts';

const workRecord = createRecordMachine<Work>();
const workDeletion = createConfirmActionMachine<Work, void>();

/** works/{workId}: overview with phases, tabs tasks and attachments. */
const WorkDetailRoute = () => {
  const { t } = useTranslation(['works', 'common']);
  const dates = useDateFormat();
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const { workId } = useParams<{ workId: string }>();
  const id = idFromParam(workId);
  const canViewPhases = usePermission('phases.viewAny');
  const work = useRecord(workRecord, guardMessage('noWorkSelected'), id, (workId) => getWork(client, workId));
  // The key, and the record scope: a work outside one's own and one's team's is read-only (the server answers 403).
  // A work without `people` (an older server) is left to the server to judge.
  const inScope = useCanActOn('works.management', work.record?.people ?? []);
  const mine = work.record?.people === undefined || inScope;
  const canUpdate = usePermission('works.update') && mine;
  const canDelete = usePermission('works.delete') && mine;
  const remove = useConfirmAction(workDeletion, {
    act: (target) => deleteWork(client, target.id),
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('works:entity') }));
      navigate('/works');
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('works:entity') })),
  });
  const [tab, setTab] = useState('tasks');
  const record = work.record;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={record ? record.name : t('works:detail.title')}
        description={record ? `${record.code}` : undefined}
        breadcrumbs={[{ label: t('works:list.title'), href: '/works' }, { label: record?.name ?? t('works:detail.title') }]}
        actions={
          record ? (
            <>
              {canUpdate ? (
                <Link href={`/works/${record.id}/edit`} className={button({ variant: 'secondary' })}>
                  <Pencil size={16} aria-hidden="true" />
                  <span>{t('common:actions.edit')}</span>
                </Link>
              ) : null}
              {canDelete ? (
                <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(record)}>
                  {t('common:actions.delete')}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      <RecordState {...work} onRetry={work.retry}>
        {(current) => (
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
                  { label: t('works:fields.description'), value: dash(current.description) },
                  { label: t('works:fields.notes'), value: dash(current.notes) },
                ]}
              />
            </Section>
            {canViewPhases ? <WorkPhases workId={current.id} canAct={mine} /> : null}
            <Tabs
              label={t('works:detail.tabs')}
              value={tab}
              onValueChange={setTab}
              items={[
                { value: 'tasks', label: t('works:tabs.tasks'), content: <WorkTasksTab workId={current.id} /> },
                {
                  value: 'attachments',
                  label: t('works:tabs.attachments'),
                  content: (
                    <MediaPanel
                      label={t('works:tabs.attachments')}
                      items={current.media}
                      ownerId={id}
                      missingOwner="noWorkSelected"
                      canEdit={canUpdate}
                      onChanged={work.reload}
                      calls={recordMediaCalls(client, 'works', current.id)}
                    />
                  ),
                },
              ]}
            />
          </>
        )}
      </RecordState>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.name ?? '' })}
        description={t('works:detail.deleteHint')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};

export default WorkDetailRoute;
