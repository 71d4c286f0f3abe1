import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { SampleHistoryEntry } from '../../api/samples.ts';
import { appLanguage } from '../../domain/numericDateFormat.ts';
import { sampleHistory } from '../../machines/records/samples.logic.ts';
import { DataTable } from '../components/DataTable.tsx';
import { Section } from '../components/Section.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useRecord } from '../components/useRecord.ts';
import { sampleChangeValue } from './sampleHistoryChanges.ts';
import { sampleMissing } from './sampleMissing.ts';

/** Fields that name another record: the change is listed without the ids. */
const REFERENCES: ReadonlySet<string> = new Set(['customer_id', 'agent_id', 'sales_manager_id']);

type Change = SampleHistoryEntry['changes'][number];

const ChangeList = ({ changes }: { changes: readonly Change[] }) => {
  const { t, i18n } = useTranslation(['samples']);
  const dates = useDateFormat();
  const context = { language: appLanguage(i18n.resolvedLanguage ?? i18n.language), date: dates.date, yes: t('samples:yes'), no: t('samples:no') };
  return (
    <ul className={css({ listStyle: 'disc', pl: '5', mt: '1' })}>
      {changes.map((change) => (
        <li key={change.field}>
          {REFERENCES.has(change.field)
            ? t(`samples:history.fields.${change.field}`)
            : t('samples:history.change', { field: t(`samples:history.fields.${change.field}`), before: sampleChangeValue(change.field, change.before, context), after: sampleChangeValue(change.field, change.after, context) })}
        </li>
      ))}
    </ul>
  );
};

/** What one entry says happened. */
const What = ({ entry }: { entry: SampleHistoryEntry }) => {
  const { t } = useTranslation(['samples']);
  switch (entry.kind) {
    case 'decision':
      return <>{t('samples:history.decision', { department: t(`samples:departments.${entry.department ?? 'technical_direction'}`), status: t(`samples:approval.${entry.status ?? 'pending'}`) })}</>;
    case 'reopened':
      return (
        <>
          {t('samples:history.reopened')}
          <ChangeList changes={entry.changes} />
        </>
      );
    case 'updated':
      return (
        <>
          {t('samples:history.updated')}
          <ChangeList changes={entry.changes} />
        </>
      );
    default:
      return <>{t('samples:history.created')}</>;
  }
};

/**
 * The sample's history on its detail screen: who did what and when — its creation, field changes, each department's
 * decision, and the reopenings of its evaluation (both decisions reset) with the fields that caused them.
 */
export const SampleHistorySection = ({ sampleId }: { sampleId: number }) => {
  const { t } = useTranslation(['samples']);
  const dates = useDateFormat();
  const history = useRecord(sampleHistory, sampleMissing, sampleId);
  return (
    <Section title={t('samples:history.title')} description={t('samples:history.description')}>
      <DataTable
        caption={t('samples:history.title')}
        rows={history.record ?? []}
        rowKey={(entry) => entry.id}
        status={history.failed ? 'error' : history.record === null ? 'loading' : 'ready'}
        errorTag={history.errorTag}
        onRetry={history.retry}
        skeletonRows={3}
        empty={{ message: t('samples:history.empty') }}
        columns={[
          { key: 'at', header: t('samples:history.when'), cell: (entry) => dates.dateTime(entry.at) },
          { key: 'user', header: t('samples:history.who'), cell: (entry) => entry.user?.name ?? '—' },
          { key: 'what', header: t('samples:history.what'), cell: (entry) => <What entry={entry} /> },
        ]}
      />
    </Section>
  );
};
