import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { createWorkType, type WorkType } from '../../api/workTypes.ts';
import { required } from '../../domain/validation/required.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { formRules } from '../components/formRules.ts';
import { errorTagText } from '../components/messageText.ts';
import { NameDescriptionForm, type NameDescriptionValues } from '../components/NameDescriptionForm.tsx';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';

const workTypeForm = createFormMachine<NameDescriptionValues, WorkType>();

/** works/types/create: then back to the works. */
const WorkTypeCreateRoute = () => {
  const { t } = useTranslation(['works', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const form = useForm(workTypeForm, {
    initialValues: { name: '', description: '' },
    validate: formRules<NameDescriptionValues>(t, { name: [required] }),
    submit: (values) => createWorkType(client, { name: values.name.trim(), description: values.description.trim() === '' ? null : values.description.trim() }),
    onSucceeded: () => {
      notify.success(t('common:notices.created', { name: t('works:types.entity') }));
      navigate('/works');
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('works:types.entity') })),
  });
  return (
    <>
      <PageHeader title={t('works:types.create')} breadcrumbs={[{ label: t('works:list.title'), href: '/works' }, { label: t('works:types.create') }]} />
      <NameDescriptionForm
        form={form}
        labels={{ name: t('works:types.name'), description: t('works:types.description'), submit: t('common:actions.create'), cancel: t('common:actions.cancel') }}
        failure={form.formError ? errorTagText(t, form.formError) : null}
        retryLabel={t('common:actions.retry')}
        onCancel={() => navigate('/works')}
      />
    </>
  );
};

export default WorkTypeCreateRoute;
