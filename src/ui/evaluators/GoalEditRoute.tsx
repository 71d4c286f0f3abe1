import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Goal } from '../../api/goals.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { goalRecord, goalUpdate } from '../../machines/records/goals.logic.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { goalBody, goalRules, goalToValues, type GoalFormValues } from './goalForm.ts';
import { GoalForm } from './GoalForm.tsx';
import { useSectionTitle } from './useSectionTitle.ts';

const EditGoal = ({ goal }: { goal: Goal }) => {
  const { t } = useTranslation(['evaluators', 'common']);
  const [, navigate] = useLocation();
  const form = useForm(goalUpdate, {
    initialValues: goalToValues(goal),
    validate: formRules<GoalFormValues>(t, goalRules),
    request: (values: GoalFormValues) => ({ id: goal.id, body: goalBody(values) }),
    onSucceeded: (saved) => {
      notify.success(t('common:notices.updated', { name: t('evaluators:goals.entity') }));
      navigate(`/evaluators/goals/${saved.id}`);
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
