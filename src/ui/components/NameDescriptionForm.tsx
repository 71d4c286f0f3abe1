import { css } from '../../../styled-system/css/index.mjs';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
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
  <form
    noValidate
    className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    onSubmit={(event) => {
      event.preventDefault();
      form.submit();
    }}
  >
    <TextField label={labels.name} name="name" required maxLength={100} value={form.values.name} onValueChange={(value) => form.change('name', value)} errors={form.fieldErrors['name']} />
    <TextArea label={labels.description} name="description" maxLength={1000} value={form.values.description} onValueChange={(value) => form.change('description', value)} errors={form.fieldErrors['description']} />
    {failure !== null ? (
      <Alert
        tone="danger"
        action={
          form.canRetry ? (
            <Button size="sm" variant="secondary" onClick={form.retry}>
              {retryLabel}
            </Button>
          ) : undefined
        }
      >
        {failure}
      </Alert>
    ) : null}
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      <Button type="submit" variant="primary" loading={form.saving}>
        {labels.submit}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {labels.cancel}
      </Button>
    </div>
  </form>
);
