import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Goal } from '../../api/goals.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { appLanguage } from '../../domain/numericDateFormat.ts';
import { goalRecord, goalUpdate } from '../../machines/records/goals.logic.ts';
import { notify } from '../components/notify.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { bodyIfChanged, notifySaved } from '../components/unchangedSave.ts';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { goalBody, goalToValues, goalValidate, type GoalFormValues } from './goalForm.ts';
import { GoalForm } from './GoalForm.tsx';
import { useSectionTitle } from './useSectionTitle.ts';

const EditGoal = ({ goal }: { goal: Goal }) => {
  const { t, i18n } = useTranslation(['evaluators', 'common', 'ui']);
  const language = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  const decimals = useDecimalFormat();
  const [, navigate] = useLocation();
  const initialValues = goalToValues(goal, decimals.inputText);
  const form = useForm(goalUpdate, {
    initialValues,
    validate: goalValidate(t, language),
    // Saving what was loaded writes nothing: no request, so `updated_at` stays; the screen says so (unchangedSave.ts).
    request: (values: GoalFormValues) => ({ id: goal.id, body: bodyIfChanged((v: GoalFormValues) => goalBody(v, language), values, initialValues) }),
    onSucceeded: (saved) => {
      notifySaved(saved, { unchanged: t('evaluators:goals.unchanged'), updated: t('common:notices.updated', { name: t('evaluators:goals.entity') }) });
      navigate(`/evaluators/goals/${goal.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('evaluators:goals.entity') })),
  });
  return <GoalForm form={form} submitLabel={t('common:actions.save')} onCancel={() => navigate(`/evaluators/goals/${goal.id}`)} />;
};

/** evaluators/goals/{goalId}/edit. */
const GoalEditRoute = () => {
  const { t } = useTranslation(['evaluators', 'common']);
  const section = useSectionTitle();
  const { goalId } = useParams<{ goalId: string }>();
  const goal = useRecord(goalRecord, missingIdMessage(missingId('goal')), idFromParam(goalId));
  return (
    <>
      <PageHeader
        title={t('evaluators:goals.edit')}
        breadcrumbs={[
          { label: section, href: '/evaluators' },
          { label: t('evaluators:goals.title'), href: '/evaluators/goals' },
          ...(goal.record ? [{ label: goal.record.title, href: `/evaluators/goals/${goal.record.id}` }] : []),
          { label: t('evaluators:goals.edit') },
        ]}
      />
      <RecordState {...goal} onRetry={goal.retry}>
        {(record) => <EditGoal key={record.id} goal={record} />}
      </RecordState>
    </>
  );
};

export default GoalEditRoute;
