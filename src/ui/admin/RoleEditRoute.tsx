import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Role } from '../../api/roles.ts';
import { roleRecord, roleUpdate } from '../../machines/records/roles.logic.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { roleRules, roleToValues, roleUpdate as roleUpdateBody, type RoleFormValues } from './roleForm.ts';
import { RoleForm } from './RoleForm.tsx';


const ADMIN_ROLE = 'admin';

const EditRole = ({ role }: { role: Role }) => {
  const { t } = useTranslation(['admin', 'common']);
  const [, navigate] = useLocation();
  const form = useForm(roleUpdate, {
    initialValues: roleToValues(role),
    validate: formRules<RoleFormValues>(t, roleRules),
    request: (values: RoleFormValues) => ({ id: role.id, body: roleUpdateBody(values, role.builtIn) }),
    onSucceeded: () => {
      notify.success(t('common:notices.updated', { name: t('admin:entities.role') }));
      navigate('/settings/roles');
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('admin:entities.role') })),
  });
  return <RoleForm form={form} builtIn={role.builtIn} isAdminRole={role.name === ADMIN_ROLE} submitLabel={t('common:actions.save')} onCancel={() => navigate('/settings/roles')} />;
};

/** roles/{roleId}/edit: shown name and permissions (the admin role is shown with every permission, read-only). */
const RoleEditRoute = () => {
  const { t } = useTranslation(['admin', 'common']);
  const { roleId } = useParams<{ roleId: string }>();
  const role = useRecord(roleRecord, missingIdMessage(missingId('role')), idFromParam(roleId));
  return (
    <>
      <PageHeader
        title={t('admin:roles.editTitle')}
        breadcrumbs={[{ label: t('admin:roles.title'), href: '/settings/roles' }, ...(role.record ? [{ label: role.record.label }] : []), { label: t('admin:roles.editTitle') }]}
      />
      <RecordState {...role} onRetry={role.retry}>
        {(record) => <EditRole key={record.id} role={record} />}
      </RecordState>
    </>
  );
};

export default RoleEditRoute;
