import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { ProposalRevision } from '../../api/proposals.ts';
import { proposalHistory, proposalPdf } from '../../machines/records/proposals.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Badge } from '../components/Badge.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { PdfActions } from '../components/PdfActions.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { revisionInWords, type FieldLine } from './historyChanges.ts';
import { ProposalRowsTable } from './ProposalRowsTable.tsx';
import { proposalMissing } from './proposalMissing.ts';

const FieldChange = ({ change }: { change: FieldLine }) => (
  <>
    <strong>{change.label}</strong>: <del>{change.from}</del> → <ins>{change.to}</ins>
  </>
);

const RevisionEntry = ({ proposalId, entry, current }: { proposalId: number; entry: ProposalRevision; current: boolean }) => {
  const { t, i18n } = useTranslation(['proposals', 'common']);
  const dates = useDateFormat();
  const { client } = useApiClients();
  const { fields, rows } = revisionInWords(entry.changes, { t, language: i18n.language, date: dates.date });
  return (
    <Section
      title={t('proposals:history.revision', { revision: entry.revision })}
      description={t('proposals:history.openedBy', { name: entry.author?.name ?? t('proposals:history.unknownAuthor'), when: dates.dateTime(entry.createdAt) })}
      actions={current ? <Badge tone="info">{t('proposals:history.current')}</Badge> : <Badge tone="neutral">{t('proposals:history.readOnly')}</Badge>}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {entry.revision === 0 ? <p>{t('proposals:history.original')}</p> : null}
        {entry.revision > 0 && fields.length === 0 && rows.length === 0 ? <p>{t('proposals:history.noChanges')}</p> : null}
        {fields.length > 0 ? (
          <ul aria-label={t('proposals:history.fieldChanges')} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {fields.map((change, index) => (
              <li key={index}>
                <FieldChange change={change} />
              </li>
            ))}
          </ul>
        ) : null}
        {rows.length > 0 ? (
          <ul aria-label={t('proposals:history.rowChanges')} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {rows.map((change) =>
              change.kind === 'changed' ? (
                <li key={`c${change.row}`}>
                  <strong>{t('proposals:history.rowChanged', { row: change.row })}</strong>
                  <ul className={css({ pl: '4' })}>
                    {change.fields.map((field, index) => (
                      <li key={index}>
                        <FieldChange change={field} />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={`${change.kind}${change.row}`}>
                  <strong>{t(`proposals:history.row_${change.kind}`, { row: change.row })}</strong>: {change.description}
                </li>
              ),
            )}
          </ul>
        ) : null}
        <details>
          <summary className={css({ cursor: 'pointer', fontWeight: '600' })}>{t('proposals:history.showRows')}</summary>
          <ProposalRowsTable proposal={entry.snapshot} title={t('proposals:history.rowsOf', { revision: entry.revision })} />
        </details>
        <PdfActions
          title={t('proposals:pdf.previewTitle', { number: `${entry.snapshot.number} rev. ${entry.revision}` })}
          fileName={`${entry.snapshot.number.replace(/[^A-Za-z0-9-]+/g, '-')}-rev${entry.revision}.pdf`}
          {...proposalPdf(client, proposalId, entry.revision)}
        />
      </div>
    </Section>
  );
};

/** proposals/{proposalId}/history: every revision, newest first, with who opened it, when and what changed. */
const ProposalHistoryRoute = () => {
  const { t } = useTranslation(['proposals', 'common']);
  const { proposalId } = useParams<{ proposalId: string }>();
  const history = useRecord(proposalHistory, proposalMissing, idFromParam(proposalId));
  const number = history.record?.revisions[0]?.snapshot.number;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={t('proposals:history.title')}
        description={number}
        breadcrumbs={[
          { label: t('proposals:list.title'), href: '/proposals' },
          ...(history.record && number ? [{ label: number, href: `/proposals/${history.record.proposalId}` }] : []),
          { label: t('proposals:history.title') },
        ]}
      />
      <RecordState {...history} onRetry={history.retry}>
        {(record) => (
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {record.revisions.map((entry) => (
              <li key={entry.revision}>
                <RevisionEntry proposalId={record.proposalId} entry={entry} current={entry.revision === record.currentRevision} />
              </li>
            ))}
          </ol>
        )}
      </RecordState>
    </div>
  );
};

export default ProposalHistoryRoute;
