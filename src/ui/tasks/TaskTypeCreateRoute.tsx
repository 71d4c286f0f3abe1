import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { createTaskType, type TaskType } from '../../api/taskTypes.ts';
import { required } from '../../domain/validation/required.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { formRules } from '../components/formRules.ts';
import { errorTagText } from '../components/messageText.ts';
import { NameDescriptionForm, type NameDescriptionValues } from '../components/NameDescriptionForm.tsx';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';

const taskTypeForm = createFormMachine<NameDescriptionValues, TaskType>();

/** tasks/types/create: then back to the tasks. */
const TaskTypeCreateRoute = () => {
  const { t } = useTranslation(['tasks', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const form = useForm(taskTypeForm, {
    initialValues: { name: '', description: '' },
    validate: formRules<NameDescriptionValues>(t, { name: [required] }),
    submit: (values) => createTaskType(client, { name: values.name.trim(), description: values.description.trim() === '' ? null : values.description.trim() }),
    onSucceeded: () => {
      notify.success(t('common:notices.created', { name: t('tasks:types.entity') }));
      navigate('/tasks');
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('tasks:types.entity') })),
  });
  return (
    <>
      <PageHeader title={t('tasks:types.create')} breadcrumbs={[{ label: t('tasks:list.title'), href: '/tasks' }, { label: t('tasks:types.create') }]} />
      <NameDescriptionForm
        form={form}
        labels={{ name: t('tasks:types.name'), description: t('tasks:types.description'), submit: t('common:actions.create'), cancel: t('common:actions.cancel') }}
        failure={form.formError ? errorTagText(t, form.formError) : null}
        retryLabel={t('common:actions.retry')}
        onCancel={() => navigate('/tasks')}
      />
    </>
  );
};

export default TaskTypeCreateRoute;
