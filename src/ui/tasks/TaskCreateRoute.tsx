import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { taskCreate } from '../../machines/records/tasks.logic.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam } from '../components/useRecord.ts';
import { createTaskBody, emptyTask, taskRules, type TaskFormValues } from './taskForm.ts';
import { TaskForm } from './TaskForm.tsx';


/**
 * tasks/create (`?workId=` preselects the work). With the event option on, the server creates the 'Costo …' event
 * and the checklists in the same transaction (see createTask in the contract); then the task opens.
 */
const TaskCreateRoute = () => {
  const { t } = useTranslation(['tasks', 'common']);
  const [, navigate] = useLocation();
  const workId = idFromParam(new URLSearchParams(useSearch()).get('workId') ?? undefined);
  const form = useForm(taskCreate, {
    initialValues: emptyTask(workId === null ? null : String(workId)),
    validate: formRules<TaskFormValues>(t, taskRules),
    request: (values: TaskFormValues) => createTaskBody(values),
    onSucceeded: (task) => {
      notify.success(t('common:notices.created', { name: t('tasks:entity') }));
      navigate(`/tasks/${task.id}/edit`);
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('tasks:entity') })),
  });
  return (
    <>
      <PageHeader title={t('tasks:create.title')} breadcrumbs={[{ label: t('tasks:list.title'), href: '/tasks' }, { label: t('tasks:create.title') }]} />
      <TaskForm form={form} mode="create" submitLabel={t('common:actions.create')} onCancel={() => navigate('/tasks')} />
    </>
  );
};

export default TaskCreateRoute;
