import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { newsletterListOptions } from '../../machines/records/newsletter.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import type { GroupFormValues } from './groupForm.ts';

export type NewsletterGroupFormProps<Result> = {
  form: FormHandle<GroupFormValues, Result>;
  submitLabel: string;
  onCancel: () => void;
  /** A group stays in its list: the picker is offered only on creation. */
  pickList: boolean;
};

/** The fields of a newsletter group, shared by create and edit. */
export const NewsletterGroupForm = <Result,>({ form, submitLabel, onCancel, pickList }: NewsletterGroupFormProps<Result>) => {
  const { t } = useTranslation(['newsletter', 'common', 'ui']);
  const { client } = useApiClients();
  const { values, fieldErrors, change, pickerChange } = form;
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        {pickList ? (
          <RemoteCombobox label={t('newsletter:fields.list')} required value={values.listId} selectedLabel={values.listName} onValueChange={pickerChange('listId', 'listName')} load={newsletterListOptions(client)} errors={fieldErrors['listId']} />
        ) : null}
        <TextField label={t('newsletter:fields.name')} name="name" required maxLength={255} value={values.name} onValueChange={(value) => change('name', value)} errors={fieldErrors['name']} />
        <FormGridFull>
          <TextArea label={t('newsletter:fields.notes')} name="notes" maxLength={1000} value={values.notes} onValueChange={(value) => change('notes', value)} errors={fieldErrors['notes']} />
        </FormGridFull>
      </FormGrid>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
