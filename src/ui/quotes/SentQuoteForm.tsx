import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { QuoteStatus } from '../../api/quotes.ts';
import { Alert } from '../components/Alert.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import type { FormHandle } from '../components/useForm.ts';
import type { QuoteFormValues } from './quoteForm.ts';
import { QuoteStatusSelect } from './QuoteStatusSelect.tsx';

export type SentQuoteFormProps<Result> = { form: FormHandle<QuoteFormValues, Result>; submitLabel: string; onCancel: () => void; statuses: readonly QuoteStatus[]; sentAt: string };

/**
 * The edit screen of a sent quote: what the customer received is not rewritten (the server refuses it too), so the
 * header and rows are not offered; the customer's answer (status) is. A new version starts as a duplicate.
 */
export const SentQuoteForm = <Result,>({ form, submitLabel, onCancel, statuses, sentAt }: SentQuoteFormProps<Result>) => {
  const { t } = useTranslation(['quotes', 'common']);
  const { values, fieldErrors, change } = form;
  // A server refusal on a content field (a stale page) has no field here to show it on: it is the form's message.
  const contentErrors = Object.entries(fieldErrors).flatMap(([field, messages]) => (field === 'status' ? [] : (messages ?? [])));
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Alert tone="info">{t('quotes:edit.sentNote', { sentAt })}</Alert>
      <FormGrid>
        <QuoteStatusSelect statuses={statuses} value={values.status} onChange={(status) => change('status', status)} errors={fieldErrors['status']} />
      </FormGrid>
      {contentErrors.length > 0 ? <Alert tone="danger">{contentErrors.join(' ')}</Alert> : null}
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
