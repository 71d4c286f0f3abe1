import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { roleCreate } from '../../machines/records/roles.logic.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { emptyRole, roleInput, roleRules, type RoleFormValues } from './roleForm.ts';
import { RoleForm } from './RoleForm.tsx';


/** roles/create: a custom role and its permissions. */
const RoleCreateRoute = () => {
  const { t } = useTranslation(['admin', 'common']);
  const [, navigate] = useLocation();
  const form = useForm(roleCreate, {
    initialValues: emptyRole,
    validate: formRules<RoleFormValues>(t, roleRules),
    request: (values: RoleFormValues) => roleInput(values),
    onSucceeded: () => {
      notify.success(t('common:notices.created', { name: t('admin:entities.role') }));
      navigate('/settings/roles');
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('admin:entities.role') })),
  });
  return (
    <>
      <PageHeader title={t('admin:roles.createTitle')} breadcrumbs={[{ label: t('admin:roles.title'), href: '/settings/roles' }, { label: t('admin:roles.createTitle') }]} />
      <RoleForm form={form} builtIn={false} isAdminRole={false} submitLabel={t('common:actions.create')} onCancel={() => navigate('/settings/roles')} />
    </>
  );
};

export default RoleCreateRoute;
