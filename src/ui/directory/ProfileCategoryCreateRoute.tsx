import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { createProfileCategory } from '../../api/profileCategories.ts';
import type { ResultOf } from '../../api/operationTypes.ts';
import { required } from '../../domain/validation/required.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { formRules } from '../components/formRules.ts';
import { errorTagText } from '../components/messageText.ts';
import { NameDescriptionForm, type NameDescriptionValues } from '../components/NameDescriptionForm.tsx';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';

const formProfileCategory = createFormMachine<NameDescriptionValues, ResultOf<'createProfileCategory'>>();

/** profileCategorys/create: a name and a description, then back to the directory. */
const ProfileCategoryCreateRoute = () => {
  const { t } = useTranslation(['directory', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const form = useForm(formProfileCategory, {
    initialValues: { name: '', description: '' },
    validate: formRules<NameDescriptionValues>(t, { name: [required] }),
    submit: (values) => createProfileCategory(client, { name: values.name.trim(), description: values.description.trim() === '' ? null : values.description.trim() }),
    onSucceeded: () => {
      notify.success(t('common:notices.created', { name: t('directory:profileCategory.entity') }));
      navigate('/profiles');
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('directory:profileCategory.entity') })),
  });
  return (
    <>
      <PageHeader title={t('directory:profileCategory.create')} breadcrumbs={[{ label: t('directory:list.title'), href: '/profiles' }, { label: t('directory:profileCategory.create') }]} />
      <NameDescriptionForm
        form={form}
        labels={{ name: t('directory:fields.name'), description: t('directory:fields.description'), submit: t('common:actions.create'), cancel: t('common:actions.cancel') }}
        failure={form.formError ? errorTagText(t, form.formError) : null}
        retryLabel={t('common:actions.retry')}
        onCancel={() => navigate('/profiles')}
      />
    </>
  );
};

export default ProfileCategoryCreateRoute;
