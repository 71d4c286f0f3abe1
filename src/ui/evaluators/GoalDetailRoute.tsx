import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { deleteGoal, getGoal, type Goal } from '../../api/goals.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
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
import { Section } from '../components/Section.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { useSectionTitle } from './useSectionTitle.ts';
import { dash } from '../components/emptyValue.ts';

const goalRecord = createRecordMachine<Goal>();
const goalDeletion = createConfirmActionMachine<Goal, void>();

/** evaluators/goals/{goalId}: the goal's fields and attachments. */
const GoalDetailRoute = () => {
  const { t } = useTranslation(['evaluators', 'common']);
  const { client } = useApiClients();
  const section = useSectionTitle();
  const decimals = useDecimalFormat();
  const [, navigate] = useLocation();
  const { goalId } = useParams<{ goalId: string }>();
  const id = idFromParam(goalId);
  const canUpdate = usePermission('goals.update');
  const canDelete = usePermission('goals.delete');
  const goal = useRecord(goalRecord, missingIdMessage(missingId('goal')), id, (goalId) => getGoal(client, goalId));
  const remove = useConfirmAction(goalDeletion, {
    act: (target) => deleteGoal(client, target.id),
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('evaluators:goals.entity') }));
      navigate('/evaluators/goals');
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('evaluators:goals.entity') })),
  });
  const record = goal.record;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={record ? record.title : t('evaluators:goals.detail')}
        breadcrumbs={[{ label: section, href: '/evaluators' }, { label: t('evaluators:goals.title'), href: '/evaluators/goals' }, { label: record?.title ?? t('evaluators:goals.detail') }]}
        actions={
          record ? (
            <>
              {canUpdate ? (
                <Link href={`/evaluators/goals/${record.id}/edit`} className={button({ variant: 'secondary' })}>
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
      <RecordState {...goal} onRetry={goal.retry}>
        {(current) => (
          <>
            <Section title={t('evaluators:goals.overview')}>
              <DetailList
                items={[
                  { label: t('evaluators:goals.fields.year'), value: current.year },
                  { label: t('evaluators:goals.fields.category'), value: dash(current.category) },
                  { label: t('evaluators:goals.fields.weight'), value: decimals.percent(current.weight) },
                  { label: t('evaluators:goals.fields.target'), value: dash(current.target) },
                  { label: t('evaluators:goals.fields.measure'), value: dash(current.measure) },
                  { label: t('evaluators:goals.fields.description'), value: dash(current.description) },
                ]}
              />
            </Section>
            <Section title={t('evaluators:attachments')}>
              <MediaPanel
                label={t('evaluators:attachments')}
                items={current.media}
                ownerId={id}
                missingOwner="mediaNotFound"
                canEdit={canUpdate}
                onChanged={goal.reload}
                calls={recordMediaCalls(client, 'goals', current.id)}
              />
            </Section>
          </>
        )}
      </RecordState>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.title ?? '' })}
        description={t('evaluators:goals.deleteHint')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};

export default GoalDetailRoute;
