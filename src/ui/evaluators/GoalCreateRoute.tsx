import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { appLanguage } from '../../domain/numericDateFormat.ts';
import { goalCreate } from '../../machines/records/goals.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { emptyGoal, goalBody, goalValidate, type GoalFormValues } from './goalForm.ts';
import { GoalForm } from './GoalForm.tsx';
import { useSectionTitle } from './useSectionTitle.ts';

/** evaluators/goals/create: after saving, the new goal's detail. */
const GoalCreateRoute = () => {
  const { t, i18n } = useTranslation(['evaluators', 'common', 'ui']);
  const language = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  const section = useSectionTitle();
  const [, navigate] = useLocation();
  const form = useForm(goalCreate, {
    initialValues: emptyGoal(new Date().getFullYear()),
    validate: goalValidate(t, language),
    request: (values: GoalFormValues) => goalBody(values, language),
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
