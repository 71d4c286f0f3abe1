import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { PROFILE_TYPES } from './profileTypes.ts';
import { companyOptions } from '../../machines/records/companies.logic.ts';
import { brandOptions } from '../../machines/records/profileBrands.logic.ts';
import { categoryOptions } from '../../machines/records/profileCategories.logic.ts';
import { agentOptions } from '../../machines/records/profiles.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Select } from '../components/Select.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import { AddressFields } from './AddressFields.tsx';
import type { AddressValues } from './addressForm.ts';
import { ContactsFields } from './ContactsFields.tsx';
import { DuplicateWarning } from './DuplicateWarning.tsx';
import type { ProfileFormValues } from './profileForm.ts';
import { useDuplicateCheck } from './useDuplicateCheck.ts';

export type ProfileFormProps<Result> = {
  form: FormHandle<ProfileFormValues, Result>;
  submitLabel: string;
  onCancel: () => void;
  /** The profile being edited (left out of the duplicate warning); null on create. */
  profileId: number | null;
};

/** The fields of a profile, shared by create and edit, with the duplicate warning while typing. */
export const ProfileForm = <Result,>({ form, submitLabel, onCancel, profileId }: ProfileFormProps<Result>) => {
  const { t } = useTranslation(['directory', 'common']);
  const { client } = useApiClients();
  const { values, fieldErrors, change, pickerChange } = form;
  const personName = [values.firstName, values.lastName].filter((part) => part.trim() !== '').join(' ');
  const duplicates = useDuplicateCheck(client, { name: values.businessName.trim() !== '' ? values.businessName : personName, vatNumber: values.vatNumber, email: values.email }, profileId);
  const text = (field: keyof ProfileFormValues & string, extra: { required?: boolean; maxLength?: number; type?: string; autoComplete?: string } = {}) => (
    <TextField
      label={t(`directory:fields.${field}`)}
      name={field}
      required={extra.required}
      maxLength={extra.maxLength ?? 255}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      value={String(values[field] ?? '')}
      onValueChange={(value) => change(field, value)}
      errors={fieldErrors[field]}
    />
  );
  const address: AddressValues = { street: values.street, streetNumber: values.streetNumber, postalCode: values.postalCode, city: values.city, province: values.province, country: values.country };
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        <Select
          label={t('directory:fields.type')}
          name="type"
          options={PROFILE_TYPES.map((type) => ({ value: type, label: t(`directory:types.${type}`) }))}
          value={values.type}
          onValueChange={(value) => change('type', PROFILE_TYPES.find((type) => type === value) ?? values.type)}
          errors={fieldErrors['type']}
        />
        {text('businessName', { required: values.lastName.trim() === '', autoComplete: 'organization' })}
        {text('firstName', { maxLength: 120, autoComplete: 'given-name' })}
        {text('lastName', { maxLength: 120, autoComplete: 'family-name' })}
        {text('vatNumber', { maxLength: 30 })}
        {text('fiscalCode', { maxLength: 32 })}
        {text('email', { type: 'email', autoComplete: 'email' })}
        {text('phone', { maxLength: 40, type: 'tel', autoComplete: 'tel' })}
        {text('mobile', { maxLength: 40, type: 'tel' })}
        {text('website', { type: 'url', autoComplete: 'url' })}
        <FormGridFull>
          <DuplicateWarning matches={duplicates.matches} failed={duplicates.failed} actor={duplicates.actor} />
        </FormGridFull>
        <FormGridFull>
          <AddressFields values={address} errors={fieldErrors} onChange={(field, value) => change(field, value)} />
        </FormGridFull>
        {/* The address is the billing address: electronic invoices reach it by the SDI code, or the PEC with 0000000. */}
        {text('sdiCode', { maxLength: 7 })}
        {text('pec', { type: 'email', autoComplete: 'off' })}
        <RemoteCombobox label={t('directory:fields.category')} value={values.categoryId} selectedLabel={values.categoryName} onValueChange={pickerChange('categoryId', 'categoryName')} load={categoryOptions(client)} errors={fieldErrors['categoryId']} />
        <RemoteCombobox label={t('directory:fields.brand')} value={values.brandId} selectedLabel={values.brandName} onValueChange={pickerChange('brandId', 'brandName')} load={brandOptions(client)} errors={fieldErrors['brandId']} />
        <RemoteCombobox label={t('directory:fields.company')} value={values.companyId} selectedLabel={values.companyName} onValueChange={pickerChange('companyId', 'companyName')} load={companyOptions(client)} errors={fieldErrors['companyId']} />
        <RemoteCombobox label={t('directory:fields.agent')} value={values.agentId} selectedLabel={values.agentName} onValueChange={pickerChange('agentId', 'agentName')} load={agentOptions(client)} errors={fieldErrors['agentId']} />
        <FormGridFull>
          <TextArea label={t('directory:fields.notes')} name="notes" value={values.notes} onValueChange={(value) => change('notes', value)} errors={fieldErrors['notes']} />
        </FormGridFull>
        <FormGridFull>
          <ContactsFields contacts={values.contacts} errors={fieldErrors} onChange={(contacts) => change('contacts', contacts)} />
        </FormGridFull>
      </FormGrid>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
