import Copy from 'lucide-react/icons/copy';
import Pencil from 'lucide-react/icons/pencil';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { downloadSamplePdf, getSample, getSamplePdfLink, type Sample } from '../../api/samples.ts';
import { createRecordMachine } from '../../machines/generic/record.machine.ts';
import { selectUser } from '../../machines/session/session.selectors.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DataTable } from '../components/DataTable.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { PdfActions } from '../components/PdfActions.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { SampleApprovalPanel } from './SampleApprovalPanel.tsx';
import { SampleHistorySection } from './SampleHistorySection.tsx';
import { sampleMissing } from './sampleMissing.ts';
import { dash } from '../components/emptyValue.ts';

const sampleRecord = createRecordMachine<Sample>();

/** samples/{sampleId}: the sample sheet, its dual approval and its PDF. */
const SampleDetailRoute = () => {
  const { t } = useTranslation(['samples', 'common']);
  const dates = useDateFormat();
  const { client } = useApiClients();
  const user = SessionContext.useSelector(selectUser);
  const { sampleId } = useParams<{ sampleId: string }>();
  const canUpdate = usePermission('samples.update');
  const canCreate = usePermission('samples.create');
  const canApprove = usePermission('samples.approve');
  const sample = useRecord(sampleRecord, sampleMissing, idFromParam(sampleId), (id) => getSample(client, id));
  const record = sample.record;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={record ? t('samples:detail.heading', { number: record.number }) : t('samples:detail.title')}
        description={record?.customer.name}
        breadcrumbs={[{ label: t('samples:list.title'), href: '/samples' }, { label: record?.number ?? t('samples:detail.title') }]}
        actions={
          record ? (
            <>
              {canUpdate ? (
                <Link href={`/samples/${record.id}/edit`} className={button({ variant: 'secondary' })}>
                  <Pencil size={16} aria-hidden="true" />
                  <span>{t('common:actions.edit')}</span>
                </Link>
              ) : null}
              {canCreate ? (
                <Link href={`/samples/${record.id}/duplicate`} className={button({ variant: 'secondary' })}>
                  <Copy size={16} aria-hidden="true" />
                  <span>{t('samples:duplicate.action')}</span>
                </Link>
              ) : null}
            </>
          ) : null
        }
      />
      <RecordState {...sample} onRetry={sample.retry}>
        {(current) => (
          <>
            {/* Keyed by the sample alone: a reload after a decision must not remount it and cancel one still in flight. */}
            {user ? <SampleApprovalPanel key={current.id} sample={current} userId={user.id} canApprove={canApprove} onChanged={sample.reload} /> : null}
            <Section title={t('samples:sections.customer')}>
              <DetailList
                items={[
                  { label: t('samples:fields.customer'), value: current.customer.name },
                  { label: t('samples:fields.date'), value: dates.date(current.date) },
                  { label: t('samples:fields.agent'), value: dash(current.agent?.name) },
                  { label: t('samples:fields.salesManager'), value: dash(current.salesManager?.name) },
                  { label: t('samples:fields.contact'), value: dash(current.customerData.contact) },
                  { label: t('samples:fields.newProject'), value: current.newProject ? t('samples:yes') : t('samples:no') },
                  { label: t('samples:fields.customerNotes'), value: dash(current.customerData.notes) },
                ]}
              />
            </Section>
            <Section title={t('samples:sections.packaging')}>
              <DetailList
                items={[
                  { label: t('samples:fields.materials'), value: dash(current.materials.join(', ')) },
                  { label: t('samples:fields.weight'), value: dash(current.weight) },
                  { label: t('samples:fields.machineName'), value: dash(current.machineName) },
                  { label: t('samples:fields.machineType'), value: dash(current.machineType) },
                  { label: t('samples:fields.packingSpeed'), value: dash(current.packingSpeed) },
                  { label: t('samples:fields.format'), value: current.format ? `${current.format.widthMm} × ${current.format.heightMm} mm` : '—' },
                  { label: t('samples:fields.thickness'), value: dash(current.thicknessMicron) },
                  { label: t('samples:fields.priceTarget'), value: dash(current.priceTarget) },
                  { label: t('samples:fields.volume'), value: dash(current.volume) },
                  { label: t('samples:fields.deliveryTime'), value: dash(current.deliveryTime) },
                ]}
              />
            </Section>
            <Section title={t('samples:sections.tests')}>
              <DataTable
                caption={t('samples:sections.tests')}
                rows={current.testResults}
                rowKey={(result) => result.id}
                status="ready"
                empty={{ message: t('samples:tests.empty') }}
                columns={[
                  { key: 'date', header: t('samples:tests.date'), cell: (result) => dates.date(result.date) },
                  { key: 'outcome', header: t('samples:tests.outcome'), cell: (result) => t(`samples:outcome.${result.outcome}`) },
                  { key: 'notes', header: t('samples:tests.notes'), cell: (result) => dash(result.notes), hideBelow: 'sm' },
                ]}
              />
            </Section>
            {/* Read again whenever the sample changes (a decision, an edit): its key follows the sample's updatedAt. */}
            <SampleHistorySection key={`${current.id}-${current.updatedAt}`} sampleId={current.id} />
            <Section title={t('samples:pdf.title')}>
              <PdfActions
                title={t('samples:pdf.previewTitle', { number: current.number })}
                fileName={`${current.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`}
                load={(onProgress) => downloadSamplePdf(client, current.id, onProgress)}
                link={() => getSamplePdfLink(client, current.id)}
              />
            </Section>
          </>
        )}
      </RecordState>
    </div>
  );
};

export default SampleDetailRoute;
