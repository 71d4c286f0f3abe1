import { Effect } from 'effect';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Checkbox } from '../components/Checkbox.tsx';
import { usePermission } from '../components/usePermission.ts';
import { call } from '../../api/effect.ts';

type Company = { readonly id: number; readonly name: string };

/** The companies whose people the timeline shows (none chosen: everybody). */
export const TimelineCompanies = ({ value, onChange }: { value: readonly number[]; onChange: (ids: readonly number[]) => void }) => {
  const { t } = useTranslation(['calendar']);
  const { client } = useApiClients();
  const canList = usePermission('companies.viewAny');
  const [companies, setCompanies] = useState<readonly Company[]>([]);
  useEffect(() => {
    if (!canList) return undefined;
    const controller = new AbortController();
    void Effect.runPromise(
      call((signal) => client.GET('/companies', { params: { query: { pageSize: 100 } }, signal })),
      { signal: controller.signal },
    ).then(
      (page) => setCompanies(page.items.map((c) => ({ id: c.id, name: c.name }))),
      () => setCompanies([]),
    );
    return () => controller.abort();
  }, [client, canList]);
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
