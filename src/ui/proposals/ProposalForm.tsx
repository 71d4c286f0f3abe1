import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { customerOptions } from '../../machines/records/options.logic.ts';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { DecimalField } from '../components/DecimalField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Section } from '../components/Section.tsx';
import { Select } from '../components/Select.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import { ProposalAddresseesEditor } from './ProposalAddresseesEditor.tsx';
import { ProposalDeliveryAddressesEditor } from './ProposalDeliveryAddressesEditor.tsx';
import { INCOTERMS, type EditType, type ProposalFormValues } from './proposalForm.ts';
import { userOptions } from '../../machines/records/salesPickers.ts';
import { ProposalRowsEditor } from './ProposalRowsEditor.tsx';
import { totalsPreview } from './proposalTotals.ts';
import { ProposalVatTotals } from './ProposalVatTotals.tsx';
import { useCustomerAddressees } from './useCustomerAddressees.ts';

export type ProposalFormProps<Result> = {
  form: FormHandle<ProposalFormValues, Result>;
  submitLabel: string;
  onCancel: () => void;
  /** Edit only: the choice between a standard edit and a new revision (spec §4). */
  withEditType?: boolean;
  /** Create only: choosing the customer fills the addressees from its contacts (never on an edit). */
  fillAddresseesFromCustomer?: boolean;
};

const NO_INCOTERM = 'none';

/** The whole proposal, shared by create and edit: terms, addressees, delivery, rows with VAT, discounts and totals per rate. */
export const ProposalForm = <Result,>({ form, submitLabel, onCancel, withEditType = false, fillAddresseesFromCustomer = false }: ProposalFormProps<Result>) => {
  const { t, i18n } = useTranslation(['proposals', 'common']);
  const { client } = useApiClients();
  const { values, fieldErrors, change, pickerChange } = form;
  const fillAddressees = useCustomerAddressees(form, fillAddresseesFromCustomer);
  const setDiscount = (index: number, patch: Partial<ProposalFormValues['discounts'][number]>) =>
    change('discounts', values.discounts.map((discount, at) => (at === index ? { ...discount, ...patch } : discount)));
  const incotermOptions = [{ value: NO_INCOTERM, label: t('proposals:fields.noIncoterm') }, ...INCOTERMS.map((rule) => ({ value: rule, label: t(`proposals:incoterms.${rule}`) }))];
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        {withEditType ? (
          <FormGridFull>
            <Select
              label={t('proposals:fields.editType')}
              name="editType"
              hint={t('proposals:fields.editTypeHint')}
              options={(['standard', 'revision'] as const).map((type) => ({ value: type, label: t(`proposals:editType.${type}`) }))}
              value={values.editType}
              onValueChange={(value) => change('editType', (value === 'revision' ? 'revision' : 'standard') satisfies EditType)}
              errors={fieldErrors['editType']}
            />
          </FormGridFull>
        ) : null}
        <RemoteCombobox label={t('proposals:fields.customer')} required value={values.customerId} selectedLabel={values.customerName} onValueChange={(value, label) => {
            pickerChange('customerId', 'customerName')(value, label);
            fillAddressees(value);
          }} load={customerOptions(client)} errors={fieldErrors['customerId']} />
        <RemoteCombobox label={t('proposals:fields.agent')} value={values.agentId} selectedLabel={values.agentName} onValueChange={pickerChange('agentId', 'agentName')} load={userOptions(client)} errors={fieldErrors['agentId']} />
        <DateTimeField label={t('proposals:fields.date')} name="date" mode="date" value={values.date} onValueChange={(value) => change('date', value)} errors={fieldErrors['date']} />
        <TextField label={t('proposals:fields.validityDays')} name="validityDays" type="number" min={1} max={365} required value={values.validityDays} onValueChange={(value) => change('validityDays', value)} errors={fieldErrors['validityDays']} />
        <TextField label={t('proposals:fields.paymentMethod')} name="paymentMethod" maxLength={255} value={values.paymentMethod} onValueChange={(value) => change('paymentMethod', value)} errors={fieldErrors['paymentMethod']} />
        <Select
          label={t('proposals:fields.incoterm')}
          name="incoterm"
          options={incotermOptions}
          value={values.incoterm ?? NO_INCOTERM}
          onValueChange={(value) => change('incoterm', INCOTERMS.find((rule) => rule === value) ?? null)}
          errors={fieldErrors['incoterm']}
        />
        <FormGridFull>
          <TextArea label={t('proposals:fields.notes')} name="notes" value={values.notes} onValueChange={(value) => change('notes', value)} errors={fieldErrors['notes']} />
        </FormGridFull>
      </FormGrid>
      <Section title={t('proposals:addressees.title')} description={t('proposals:addressees.hint')} headingLevel={2}>
        <ProposalAddresseesEditor addressees={values.addressees} errors={fieldErrors} onChange={(addressees) => change('addressees', addressees)} />
      </Section>
      <Section title={t('proposals:delivery.title')} headingLevel={2}>
        <ProposalDeliveryAddressesEditor addresses={values.deliveryAddresses} errors={fieldErrors} onChange={(addresses) => change('deliveryAddresses', addresses)} />
      </Section>
      <Section title={t('proposals:rows.title')} headingLevel={2}>
        <ProposalRowsEditor rows={values.rows} errors={fieldErrors} onChange={(rows) => change('rows', rows)} />
      </Section>
      <Section title={t('proposals:discounts.title')} description={t('proposals:discounts.hint')} headingLevel={2}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {values.discounts.map((discount, index) => (
            <fieldset key={index} className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr auto', sm: '3fr 1fr auto' }, alignItems: 'end', border: 'none', p: '0', m: '0', minW: '0' })}>
              <legend className={css({ srOnly: true })}>{t('proposals:discounts.item', { number: index + 1 })}</legend>
              <div className={css({ gridColumn: { base: '1 / -1', sm: 'auto' } })}>
                <TextField label={t('proposals:discounts.description')} maxLength={255} value={discount.description} onValueChange={(description) => setDiscount(index, { description })} errors={fieldErrors[`discounts.${index}.description`]} />
              </div>
              <DecimalField label={t('proposals:discounts.percent')} value={discount.percent} onValueChange={(percent) => setDiscount(index, { percent })} errors={fieldErrors[`discounts.${index}.percent`]} />
              <IconButton aria-label={t('proposals:discounts.remove', { number: index + 1 })} icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => change('discounts', values.discounts.filter((_, at) => at !== index))} />
            </fieldset>
          ))}
          <div>
            <Button type="button" variant="secondary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => change('discounts', [...values.discounts, { description: '', percent: '' }])}>
              {t('proposals:discounts.add')}
            </Button>
          </div>
        </div>
      </Section>
      <Section title={t('proposals:totals.title')} description={t('proposals:totals.previewHint')} headingLevel={2}>
        <ProposalVatTotals totals={totalsPreview(values, i18n.language)} label={t('proposals:totals.title')} />
      </Section>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
