import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Company } from '../../api/companies.ts';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import { AddressFields } from './AddressFields.tsx';
import { ColorField } from './ColorField.tsx';
import type { CompanyFormValues } from './companyForm.ts';

export type CompanyFormProps = {
  form: FormHandle<CompanyFormValues, Company>;
  submitLabel: string;
  onCancel: () => void;
};

/** The company's fields (create and edit): name, VAT number, e-mail, phone, the calendar colour and the structured address. */
export const CompanyForm = ({ form, submitLabel, onCancel }: CompanyFormProps) => {
  const { t } = useTranslation(['directory', 'common']);
  const { values, fieldErrors, change } = form;
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        <TextField label={t('directory:fields.name')} name="name" required maxLength={255} value={values.name} onValueChange={(value) => change('name', value)} errors={fieldErrors['name']} />
        <TextField label={t('directory:fields.vatNumber')} name="vatNumber" maxLength={30} value={values.vatNumber} onValueChange={(value) => change('vatNumber', value)} errors={fieldErrors['vatNumber']} />
        <TextField label={t('directory:fields.email')} name="email" type="email" maxLength={255} value={values.email} onValueChange={(value) => change('email', value)} errors={fieldErrors['email']} />
        <TextField label={t('directory:fields.phone')} name="phone" type="tel" maxLength={40} value={values.phone} onValueChange={(value) => change('phone', value)} errors={fieldErrors['phone']} />
        <ColorField label={t('directory:fields.color')} name="color" value={values.color} onValueChange={(value) => change('color', value)} errors={fieldErrors['color']} />
        <FormGridFull>
          <AddressFields values={values} errors={fieldErrors} onChange={(field, value) => change(field, value)} />
        </FormGridFull>
      </FormGrid>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
