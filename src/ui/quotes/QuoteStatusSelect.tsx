import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '../../api/quotes.ts';
import { Select } from '../components/Select.tsx';

/** A quote's status among `statuses` (those the quote may move to), shared by the full form and a sent quote's. */
export const QuoteStatusSelect = ({ statuses, value, onChange, errors }: { statuses: readonly QuoteStatus[]; value: QuoteStatus; onChange: (status: QuoteStatus) => void; errors: readonly string[] | undefined }) => {
  const { t } = useTranslation('quotes');
  return (
    <Select
      label={t('quotes:fields.status')}
      name="status"
      options={statuses.map((status) => ({ value: status, label: t(`quotes:statuses.${status}`) }))}
      value={value}
      onValueChange={(next) => onChange(statuses.find((status) => status === next) ?? value)}
      errors={errors}
    />
  );
};
