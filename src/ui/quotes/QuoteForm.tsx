import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { QuoteStatusSelect } from './QuoteStatusSelect.tsx';
import { TextArea } from '../components/TextArea.tsx';
import type { FormHandle } from '../components/useForm.ts';
import type { QuoteStatus } from '../../api/quotes.ts';
import { draftTotals, type QuoteFormValues } from './quoteForm.ts';
import { appLanguage } from '../../domain/numericDateFormat.ts';
import { customerOptions } from '../../machines/records/options.logic.ts';
import { priceListOptions } from '../../machines/records/salesPickers.ts';
import { QuoteRowsEditor } from './QuoteRowsEditor.tsx';
import { QuoteTotalsView } from './QuoteTotalsView.tsx';

export type QuoteFormProps<Result> = { form: FormHandle<QuoteFormValues, Result>; submitLabel: string; onCancel: () => void; statuses: readonly QuoteStatus[] };

/**
 * The quote header and its rows, shared by create and edit. The status select offers `statuses` (the states the quote
 * may be set to) and shows only when there is a choice: a new quote, and a draft, become sent by the send action.
 */
export const QuoteForm = <Result,>({ form, submitLabel, onCancel, statuses }: QuoteFormProps<Result>) => {
  const { t, i18n } = useTranslation(['quotes', 'common']);
  const { client } = useApiClients();
  const { values, fieldErrors, change, pickerChange } = form;
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        <RemoteCombobox label={t('quotes:fields.customer')} required value={values.customerId} selectedLabel={values.customerName} onValueChange={pickerChange('customerId', 'customerName')} load={customerOptions(client)} errors={fieldErrors['customerId']} />
        <RemoteCombobox label={t('quotes:fields.priceList')} hint={t('quotes:fields.priceListHint')} value={values.priceListId} selectedLabel={values.priceListName} onValueChange={pickerChange('priceListId', 'priceListName')} load={priceListOptions(client)} errors={fieldErrors['priceListId']} />
        <DateTimeField label={t('quotes:fields.date')} name="date" mode="date" required value={values.date} onValueChange={(value) => change('date', value)} errors={fieldErrors['date']} />
        <DateTimeField label={t('quotes:fields.validUntil')} name="validUntil" mode="date" value={values.validUntil} onValueChange={(value) => change('validUntil', value)} errors={fieldErrors['validUntil']} />
        {statuses.length > 1 ? (
          <QuoteStatusSelect statuses={statuses} value={values.status} onChange={(status) => change('status', status)} errors={fieldErrors['status']} />
        ) : null}
        <FormGridFull>
          <TextArea label={t('quotes:fields.notes')} name="notes" value={values.notes} onValueChange={(value) => change('notes', value)} errors={fieldErrors['notes']} />
        </FormGridFull>
      </FormGrid>
      <QuoteRowsEditor rows={values.rows} priceListId={values.priceListId === null ? null : Number(values.priceListId)} errors={fieldErrors} onChange={(rows) => change('rows', rows)} />
      <QuoteTotalsView totals={draftTotals(values.rows, appLanguage(i18n.resolvedLanguage ?? i18n.language))} label={t('quotes:totals.preview')} />
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
