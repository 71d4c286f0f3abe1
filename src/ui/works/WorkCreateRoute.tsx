import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { createWork, type Work } from '../../api/works.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { emptyWork, workBody, workRules, type WorkFormValues } from './workForm.ts';
import { WorkForm } from './WorkForm.tsx';

const workForm = createFormMachine<WorkFormValues, Work>();

/** works/create: after saving, the new work's detail. */
const WorkCreateRoute = () => {
  const { t } = useTranslation(['works', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const form = useForm(workForm, {
    initialValues: emptyWork,
    validate: formRules<WorkFormValues>(t, workRules),
    submit: (values) => createWork(client, workBody(values)),
    onSucceeded: (work) => {
      notify.success(t('common:notices.created', { name: t('works:entity') }));
      navigate(`/works/${work.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('works:entity') })),
  });
  return (
    <>
      <PageHeader title={t('works:create.title')} breadcrumbs={[{ label: t('works:list.title'), href: '/works' }, { label: t('works:create.title') }]} />
      <WorkForm form={form} submitLabel={t('common:actions.create')} onCancel={() => navigate('/works')} />
    </>
  );
};

export default WorkCreateRoute;
