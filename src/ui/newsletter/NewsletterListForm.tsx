import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { Checkbox } from '../components/Checkbox.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import type { ListFormValues } from './listForm.ts';

export type NewsletterListFormProps<Result> = { form: FormHandle<ListFormValues, Result>; submitLabel: string; onCancel: () => void };

/** The fields of a newsletter list, shared by create and edit. */
export const NewsletterListForm = <Result,>({ form, submitLabel, onCancel }: NewsletterListFormProps<Result>) => {
  const { t } = useTranslation(['newsletter', 'common', 'ui']);
  const { values, fieldErrors, change } = form;
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        <TextField label={t('newsletter:fields.name')} name="name" required maxLength={255} value={values.name} onValueChange={(value) => change('name', value)} errors={fieldErrors['name']} />
        <TextField label={t('newsletter:fields.ownerEmail')} name="ownerEmail" type="email" maxLength={255} value={values.ownerEmail} onValueChange={(value) => change('ownerEmail', value)} errors={fieldErrors['ownerEmail']} />
        <FormGridFull>
          <TextArea label={t('newsletter:fields.description')} name="description" maxLength={1000} value={values.description} onValueChange={(value) => change('description', value)} errors={fieldErrors['description']} />
        </FormGridFull>
        <FormGridFull>
          <TextArea label={t('newsletter:fields.notes')} name="notes" maxLength={1000} value={values.notes} onValueChange={(value) => change('notes', value)} errors={fieldErrors['notes']} />
        </FormGridFull>
        <Checkbox label={t('newsletter:fields.business')} name="business" checked={values.business} onCheckedChange={(checked) => change('business', checked)} />
        <Checkbox label={t('newsletter:fields.customer')} name="customer" checked={values.customer} onCheckedChange={(checked) => change('customer', checked)} />
      </FormGrid>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
