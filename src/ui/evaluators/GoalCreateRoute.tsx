import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { createGoal, type Goal } from '../../api/goals.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { emptyGoal, goalBody, goalRules, type GoalFormValues } from './goalForm.ts';
import { GoalForm } from './GoalForm.tsx';
import { useSectionTitle } from './useSectionTitle.ts';

const goalForm = createFormMachine<GoalFormValues, Goal>();

/** evaluators/goals/create: after saving, the new goal's detail. */
const GoalCreateRoute = () => {
  const { t } = useTranslation(['evaluators', 'common']);
  const { client } = useApiClients();
  const section = useSectionTitle();
  const [, navigate] = useLocation();
  const form = useForm(goalForm, {
    initialValues: emptyGoal(new Date().getFullYear()),
    validate: formRules<GoalFormValues>(t, goalRules),
    submit: (values) => createGoal(client, goalBody(values)),
    onSucceeded: (goal) => {
      notify.success(t('common:notices.created', { name: t('evaluators:goals.entity') }));
      navigate(`/evaluators/goals/${goal.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('evaluators:goals.entity') })),
  });
  return (
    <>
      <PageHeader
        title={t('evaluators:goals.create')}
        breadcrumbs={[{ label: section, href: '/evaluators' }, { label: t('evaluators:goals.title'), href: '/evaluators/goals' }, { label: t('evaluators:goals.create') }]}
      />
      <GoalForm form={form} submitLabel={t('common:actions.create')} onCancel={() => navigate('/evaluators/goals')} />
    </>
  );
};

export default GoalCreateRoute;
