import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import { FormActions } from '../FormActions.tsx';
import { FormFailure } from '../FormFailure.tsx';
import { errorTagText } from '../messageText.ts';
import { Select } from '../Select.tsx';
import { Switch } from '../Switch.tsx';
import { TextArea } from '../TextArea.tsx';
import { TextField } from '../TextField.tsx';
import type { FormHandle } from '../useForm.ts';
import type { NamedRecordDescriptor, NamedRecordItem, NamedRecordValues } from './namedRecordDescriptor.ts';

export type NamedRecordFormProps<Item extends NamedRecordItem, Input> = {
  descriptor: NamedRecordDescriptor<Item, Input>;
  form: FormHandle<NamedRecordValues, Item>;
  submitLabel: string;
  onCancel: () => void;
};

const asText = (value: string | boolean | undefined): string => (typeof value === 'string' ? value : '');

/** The fields of a named record: name, the descriptor's extra fields, description; server field errors beside each. */
export const NamedRecordForm = <Item extends NamedRecordItem, Input>({ descriptor, form, submitLabel, onCancel }: NamedRecordFormProps<Item, Input>) => {
  const { t } = useTranslation([descriptor.ns, 'ui', 'common']);
  const { labels } = descriptor;
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '2xl' })}>
      <TextField
        label={t(labels.name)}
        name="name"
        required
        maxLength={descriptor.nameMaxLength}
        value={form.values.name}
        onValueChange={(value) => form.change('name', value)}
        errors={form.fieldErrors['name']}
      />
      {(descriptor.extraFields ?? []).map((field) => {
        const value = form.values[field.key];
        switch (field.kind) {
          case 'text':
            return (
              <TextField
                key={field.key}
                label={t(field.labelKey)}
                name={field.key}
                required={field.required}
                maxLength={field.maxLength}
                value={asText(value)}
                onValueChange={(next) => form.change(field.key, next)}
                errors={form.fieldErrors[field.key]}
              />
            );
          case 'select':
            return (
              <Select
                key={field.key}
                label={t(field.labelKey)}
                name={field.key}
                required={field.required}
                options={field.options.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
                value={asText(value) === '' ? null : asText(value)}
                onValueChange={(next) => form.change(field.key, next ?? '')}
                errors={form.fieldErrors[field.key]}
              />
            );
          case 'switch':
            return <Switch key={field.key} label={t(field.labelKey)} name={field.key} checked={value === true} onCheckedChange={(next) => form.change(field.key, next)} />;
        }
      })}
      {descriptor.description ? (
        <TextArea
          label={t(labels.description)}
          name="description"
          maxLength={descriptor.description.maxLength}
          value={form.values.description}
          onValueChange={(value) => form.change('description', value)}
          errors={form.fieldErrors['description']}
        />
      ) : null}
      <FormFailure message={form.formError ? errorTagText(t, form.formError) : null} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
