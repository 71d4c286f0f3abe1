import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { USER_STATUSES, userStatusLabelKey } from '../../domain/statuses.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { roleText } from '../components/roleText.ts';
import { Select } from '../components/Select.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import { usePermission } from '../components/usePermission.ts';
import { companyOptions, roleOptions } from '../../machines/records/options.logic.ts';
import type { UserFormValues } from './userForm.ts';

export type UserFieldsProps<Result> = {
  form: FormHandle<UserFormValues, Result>;
  submitLabel: string;
  onCancel: () => void;
  /** Edit only: status and companies (an invited user starts unregistered, with no companies). */
  full: boolean;
  /** A sub-administrator may not hand out the admin role. */
  excludeAdmin: boolean;
  /** Role and status shown, not edited: one's own account, or an administrator's for a non-administrator (the server refuses both). */
  ownAccount?: boolean;
  /** The e-mail shown, not edited: an administrator's for a non-administrator (userForm.emailLocked). */
  emailLocked?: boolean;
};

const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: 0, m: 0 });
const chip = css({ display: 'inline-flex', alignItems: 'center', gap: '1', pl: '2', borderWidth: '1px', borderColor: 'border', borderRadius: 'full', fontSize: 'sm' });

export const UserFields = <Result,>({ form, submitLabel, onCancel, full, excludeAdmin, ownAccount = false, emailLocked = false }: UserFieldsProps<Result>) => {
  const { t } = useTranslation(['admin', 'common']);
  const { client } = useApiClients();
  const { values, fieldErrors, change, pickerChange } = form;
  // The picker lists the tenant's companies: without that right the memberships are shown, not edited.
  const canPickCompanies = usePermission('companies.viewAny');
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        <TextField label={t('admin:fields.name')} name="name" required maxLength={255} value={values.name} onValueChange={(value) => change('name', value)} errors={fieldErrors['name']} />
        <TextField
          label={t('admin:fields.email')}
          name="email"
          type="email"
          required
          maxLength={255}
          readOnly={emailLocked}
          hint={emailLocked ? t('admin:users.adminEmailHint') : undefined}
          value={values.email}
          onValueChange={(value) => change('email', value)}
          errors={fieldErrors['email']}
        />
        {ownAccount ? (
          <TextField label={t('admin:fields.role')} name="role" value={values.roleLabel ?? ''} onValueChange={() => undefined} readOnly />
        ) : (
          <RemoteCombobox label={t('admin:fields.role')} required value={values.roleId} selectedLabel={values.roleLabel} onValueChange={pickerChange('roleId', 'roleLabel')} load={roleOptions(client, excludeAdmin, (role) => roleText(t, role))} errors={fieldErrors['roleId']} />
        )}
        {full ? (
          <Select
            label={t('admin:fields.status')}
            name="status"
            hint={t('admin:users.statusHint')}
            disabled={ownAccount}
            options={USER_STATUSES.map((status) => ({ value: status, label: t(`common:${userStatusLabelKey(status)}`) }))}
            value={values.status}
            onValueChange={(value) => change('status', USER_STATUSES.find((status) => status === value) ?? values.status)}
            errors={fieldErrors['status']}
          />
        ) : null}
        {full ? (
          <FormGridFull>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              {canPickCompanies ? (
                <RemoteCombobox
                  label={t('admin:fields.companies')}
                  value={null}
                  onValueChange={(id, name) => {
                    if (id !== null && !values.companies.some((company) => company.id === id)) change('companies', [...values.companies, { id, name: name ?? id }]);
                  }}
                  load={companyOptions(client)}
                  errors={fieldErrors['companyIds']}
                />
              ) : (
                <span className={css({ fontWeight: '500' })}>{t('admin:fields.companies')}</span>
              )}
              {values.companies.length === 0 ? (
                <p className={css({ color: 'muted', fontSize: 'sm' })}>{t('admin:users.noCompanies')}</p>
              ) : (
                <ul className={chips} aria-label={t('admin:fields.companies')}>
                  {values.companies.map((company) => (
                    <li key={company.id} className={chip}>
                      {company.name}
                      {canPickCompanies ? (
                        <IconButton
                          aria-label={t('admin:users.removeCompany', { name: company.name })}
                          size="sm"
                          icon={<X size={14} />}
                          onClick={() => change('companies', values.companies.filter((other) => other.id !== company.id))}
                        />
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </FormGridFull>
        ) : null}
      </FormGrid>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
