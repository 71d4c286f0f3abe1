import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { permissionCatalogue } from '../../machines/records/roles.logic.ts';
import { Alert } from '../components/Alert.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import { useRecord } from '../components/useRecord.ts';
import { PermissionEditor } from './PermissionEditor.tsx';
import { groupPermissions } from './permissionGroups.ts';
import type { RoleFormValues } from './roleForm.ts';

// The catalogue is one resource with no id: the record machine is given a fixed one.
const CATALOGUE = 1;

export type RoleFormProps<Result> = {
  form: FormHandle<RoleFormValues, Result>;
  submitLabel: string;
  onCancel: () => void;
  /** Built-in roles keep their key. */
  builtIn: boolean;
  /** The admin role holds every permission and is not editable. */
  isAdminRole: boolean;
};

export const RoleForm = <Result,>({ form, submitLabel, onCancel, builtIn, isAdminRole }: RoleFormProps<Result>) => {
  const { t } = useTranslation(['admin', 'common']);
  const { values, fieldErrors, change } = form;
  const catalogue = useRecord(permissionCatalogue, missingIdMessage(missingId('role')), CATALOGUE);
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {isAdminRole ? <Alert tone="info">{t('admin:roles.adminNote')}</Alert> : builtIn ? <Alert tone="info">{t('admin:roles.builtInNote')}</Alert> : null}
      <FormGrid>
        <TextField label={t('admin:fields.label')} name="label" required maxLength={100} readOnly={isAdminRole} value={values.label} onValueChange={(value) => change('label', value)} errors={fieldErrors['label']} />
        <TextField
          label={t('admin:fields.roleName')}
          name="name"
          required
          maxLength={64}
          readOnly={builtIn}
          hint={t('admin:fields.roleNameHint')}
          value={values.name}
          onValueChange={(value) => change('name', value)}
          errors={fieldErrors['name']}
        />
      </FormGrid>
      <Section title={t('admin:fields.permissions')} description={t('admin:roles.editorHint')}>
        <RecordState {...catalogue} onRetry={catalogue.retry}>
          {(entries) => <PermissionEditor groups={groupPermissions(entries)} granted={values.permissions} allGranted={isAdminRole} onChange={(granted) => change('permissions', granted)} />}
        </RecordState>
        {/* The server's refusals of the set (unknown keys, one's own access to role editing), in the user's language. */}
        {fieldErrors['permissions']?.map((text) => (
          <Alert key={text} tone="danger">
            {text}
          </Alert>
        ))}
      </Section>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      {isAdminRole ? null : <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />}
    </form>
  );
};
