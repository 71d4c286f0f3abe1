import { css } from '../../../styled-system/css/index.mjs';
import { FormActions } from './FormActions.tsx';
import { FormFailure } from './FormFailure.tsx';
import { TextArea } from './TextArea.tsx';
import { TextField } from './TextField.tsx';
import type { FormHandle } from './useForm.ts';

export type NameDescriptionValues = { name: string; description: string };

export type NameDescriptionFormProps<Result> = {
  form: FormHandle<NameDescriptionValues, Result>;
  labels: { name: string; description: string; submit: string; cancel: string };
  /** Translated form-level failure (from the form's error tag), if any. */
  failure: string | null;
  retryLabel: string;
  onCancel: () => void;
};

/** The form of the small "type" records (task types, work types, categories…): a name and a description. */
export const NameDescriptionForm = <Result,>({ form, labels, failure, retryLabel, onCancel }: NameDescriptionFormProps<Result>) => (
  <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
    <TextField label={labels.name} name="name" required maxLength={100} value={form.values.name} onValueChange={(value) => form.change('name', value)} errors={form.fieldErrors['name']} />
    <TextArea label={labels.description} name="description" maxLength={1000} value={form.values.description} onValueChange={(value) => form.change('description', value)} errors={form.fieldErrors['description']} />
    <FormFailure message={failure} onRetry={form.canRetry ? form.retry : undefined} retryLabel={retryLabel} />
    <FormActions submitLabel={labels.submit} cancelLabel={labels.cancel} saving={form.saving} onCancel={onCancel} />
  </form>
);
