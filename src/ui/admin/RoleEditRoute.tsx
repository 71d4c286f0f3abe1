import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Role } from '../../api/roles.ts';
import Trash2 from 'lucide-react/icons/trash';
import { roleDeletion, roleRecord, roleUpdate } from '../../machines/records/roles.logic.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { errorTagText } from '../components/messageText.ts';
import { formRules } from '../components/formRules.ts';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { usePermission } from '../components/usePermission.ts';
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
  const [, navigate] = useLocation();
  const role = useRecord(roleRecord, missingIdMessage(missingId('role')), idFromParam(roleId));
  const canDelete = usePermission('roles.delete');
  const remove = useConfirmAction(roleDeletion, {
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('admin:entities.role') }));
      navigate('/settings/roles');
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('admin:entities.role') })),
  });
  const record = role.record;
  // Built-in roles stay; a role still given to users is deleted once nobody holds it (the server's 409 otherwise).
  const deletable = record !== null && canDelete && !record.builtIn;
  return (
    <>
      <PageHeader
        title={t('admin:roles.editTitle')}
        breadcrumbs={[{ label: t('admin:roles.title'), href: '/settings/roles' }, ...(record ? [{ label: record.label }] : []), { label: t('admin:roles.editTitle') }]}
        actions={
          deletable ? (
            <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} disabled={record.usersCount > 0} onClick={() => remove.ask(record)}>
              {t('common:actions.delete')}
            </Button>
          ) : null
        }
      />
      {deletable && record.usersCount > 0 ? <Alert tone="info">{t('admin:roles.inUse', { count: record.usersCount })}</Alert> : null}
      <RecordState {...role} onRetry={role.retry}>
        {(current) => <EditRole key={current.id} role={current} />}
      </RecordState>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: t('admin:entities.role') })}
        description={t('common:confirmDeletion.message')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </>
  );
};

export default RoleEditRoute;
