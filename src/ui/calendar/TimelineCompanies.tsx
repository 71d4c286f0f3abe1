import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { timelineCompanies } from '../../machines/records/calendar.logic.ts';
import { Checkbox } from '../components/Checkbox.tsx';
import { usePermission } from '../components/usePermission.ts';
import { useRemoteValue } from '../components/useRemoteValue.ts';

/** The companies whose people the timeline shows (none chosen: everybody). */
export const TimelineCompanies = ({ value, onChange }: { value: readonly number[]; onChange: (ids: readonly number[]) => void }) => {
  const { t } = useTranslation(['calendar']);
  const canList = usePermission('companies.viewAny');
  const read = useRemoteValue(timelineCompanies, canList);
  const companies = read.failed ? [] : (read.value ?? []);
  if (companies.length === 0) return null;
  return (
    <fieldset className={css({ border: '0', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '1' })}>
      <legend className={css({ fontWeight: 'medium', mb: '1' })}>{t('calendar:timeline.companies')}</legend>
      {companies.map((c) => (
        <Checkbox
          key={c.id}
          label={c.name}
          name={`company-${c.id}`}
          checked={value.includes(c.id)}
          onCheckedChange={(checked) => onChange(checked ? [...value, c.id] : value.filter((id) => id !== c.id))}
        />
      ))}
    </fieldset>
  );
};
