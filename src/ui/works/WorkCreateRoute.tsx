import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { workCreate } from '../../machines/records/works.logic.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { emptyWork, workBody, workRules, type WorkFormValues } from './workForm.ts';
import { WorkForm } from './WorkForm.tsx';

/** works/create: after saving, the new work's detail. */
const WorkCreateRoute = () => {
  const { t } = useTranslation(['works', 'common']);
  const [, navigate] = useLocation();
  const form = useForm(workCreate, {
    initialValues: emptyWork,
    validate: formRules<WorkFormValues>(t, workRules),
    request: (values) => workBody(values),
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
