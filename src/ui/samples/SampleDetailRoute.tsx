import Copy from 'lucide-react/icons/copy';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { Sample } from '../../api/samples.ts';
import { samplePdf, sampleRecord } from '../../machines/records/samples.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DataTable } from '../components/DataTable.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { dash } from '../components/emptyValue.ts';
import { PdfActions } from '../components/PdfActions.tsx';
import { RecordDetailScreen, type RecordDetailDescriptor } from '../components/RecordDetailScreen.tsx';
import { Section } from '../components/Section.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePermission } from '../components/usePermission.ts';
import { SampleApprovalPanel } from './SampleApprovalPanel.tsx';
import { SampleHistorySection } from './SampleHistorySection.tsx';
import { sampleFigures } from './sampleFigures.ts';
import { sampleMissing } from './sampleMissing.ts';
import { sampleTestColumns } from './sampleTestColumns.tsx';
import { useCurrentUser } from '../app/sessionHooks.ts';

// Samples are never deleted (spec §7): the descriptor names no deletion.
const sampleDetail: RecordDetailDescriptor<Sample> = {
  ns: 'samples',
  keys: { entity: 'samples:entity', listTitle: 'samples:list.title', detailTitle: 'samples:detail.title' },
  listPath: '/samples',
  param: 'sampleId',
  missingMessage: sampleMissing,
  update: 'samples.update',
  record: sampleRecord,
  title: (sample, t) => t('samples:detail.heading', { number: sample.number }),
  subtitle: (sample) => sample.customer.name,
  crumb: (sample) => sample.number,
  deleteName: (sample) => sample.number,
};

/** samples/{sampleId}: the sample sheet, its dual approval and its PDF. */
const SampleDetailRoute = () => {
  const { t, i18n } = useTranslation(['samples', 'common']);
  const dates = useDateFormat();
  const { client } = useApiClients();
  const user = useCurrentUser();
  const canCreate = usePermission('samples.create');
  const canApprove = usePermission('samples.approve');
  return (
    <RecordDetailScreen
      descriptor={sampleDetail}
      actions={(record) =>
        canCreate ? (
          <Link href={`/samples/${record.id}/duplicate`} className={button({ variant: 'secondary' })}>
            <Copy size={16} aria-hidden="true" />
            <span>{t('samples:duplicate.action')}</span>
          </Link>
        ) : null
      }
      body={(current, reload) => {
        const figures = sampleFigures(current, i18n.language);
        return (
        <>
          {/* Keyed by the sample alone: a reload after a decision must not remount it and cancel one still in flight. */}
          {user ? <SampleApprovalPanel key={current.id} sample={current} userId={user.id} canApprove={canApprove} onChanged={reload} /> : null}
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
                { label: t('samples:fields.weight'), value: dash(figures.weight) },
                { label: t('samples:fields.machineName'), value: dash(current.machineName) },
                { label: t('samples:fields.machineType'), value: dash(current.machineType) },
                { label: t('samples:fields.packingSpeed'), value: dash(figures.packingSpeed) },
                { label: t('samples:fields.format'), value: current.format ? `${current.format.widthMm} × ${current.format.heightMm} mm` : '—' },
                { label: t('samples:fields.thickness'), value: dash(figures.thickness) },
                { label: t('samples:fields.priceTarget'), value: dash(figures.priceTarget) },
                { label: t('samples:fields.volume'), value: dash(figures.volume) },
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
              columns={sampleTestColumns(t, dates.date)}
            />
          </Section>
          {/* Read again whenever the sample changes (a decision, an edit): its key follows the sample's updatedAt. */}
          <SampleHistorySection key={`${current.id}-${current.updatedAt}`} sampleId={current.id} />
          <Section title={t('samples:pdf.title')}>
            <PdfActions
              title={t('samples:pdf.previewTitle', { number: current.number })}
              fileName={`${current.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`}
              {...samplePdf(client, current.id)}
            />
          </Section>
        </>
        );
      }}
    />
  );
};

export default SampleDetailRoute;
