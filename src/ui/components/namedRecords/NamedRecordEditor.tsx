import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { required } from '../../../domain/validation/required.ts';
import type { Rule } from '../../../domain/validation/rule.ts';
import { formRules } from '../formRules.ts';
import { notify } from '../notify.ts';
import { useForm } from '../useForm.ts';
import type { NamedRecordDescriptor, NamedRecordItem, NamedRecordValues } from './namedRecordDescriptor.ts';
import { NamedRecordForm } from './NamedRecordForm.tsx';
import { namedRecordLogicOf } from './namedRecordLogicOf.ts';

export type NamedRecordEditorProps<Item extends NamedRecordItem, Input> = {
  descriptor: NamedRecordDescriptor<Item, Input>;
  /** The record to edit; null to create one. */
  record: Item | null;
};

/** The blank values of a new record: every field of the form, text empty, switches off. */
const blankValues = <Item extends NamedRecordItem, Input>(descriptor: NamedRecordDescriptor<Item, Input>): NamedRecordValues => ({
  name: '',
  description: '',
  ...Object.fromEntries((descriptor.extraFields ?? []).map((field) => [field.key, field.kind === 'switch' ? false : ''])),
});

/** Client rules: the name and the required extra fields (the server answers the rest with 422 field errors). */
const rulesOf = <Item extends NamedRecordItem, Input>(descriptor: NamedRecordDescriptor<Item, Input>): Readonly<Record<string, readonly Rule[]>> => ({
  name: [required],
  ...Object.fromEntries((descriptor.extraFields ?? []).filter((field) => field.kind !== 'switch' && field.required === true).map((field) => [field.key, [required]])),
});

/** Create (record null) or edit a named record; after a save, back to the list with the §8 notice. */
export const NamedRecordEditor = <Item extends NamedRecordItem, Input>({ descriptor, record }: NamedRecordEditorProps<Item, Input>) => {
  const { t } = useTranslation([descriptor.ns, 'common']);
  const [, navigate] = useLocation();
  const { labels } = descriptor;
  const entity = t(labels.entity);
  // Routes only offer the screens whose call exists (create, or get and update).
  const form = useForm(namedRecordLogicOf<Item, Input>(descriptor).save, {
    initialValues: record ? descriptor.toValues(record) : blankValues(descriptor),
    validate: formRules<NamedRecordValues>(t, rulesOf(descriptor)),
    request: (values: NamedRecordValues) => ({ id: record?.id ?? null, body: descriptor.toInput(values) }),
    onSucceeded: () => {
      notify.success(t(record ? 'common:notices.updated' : 'common:notices.created', { name: entity }));
      navigate(descriptor.basePath);
    },
    onFailed: () => notify.error(t(record ? 'common:notices.notUpdated' : 'common:notices.notCreated', { name: entity })),
  });
  return <NamedRecordForm descriptor={descriptor} form={form} submitLabel={t(record ? 'common:actions.save' : 'common:actions.create')} onCancel={() => navigate(descriptor.basePath)} />;
};
