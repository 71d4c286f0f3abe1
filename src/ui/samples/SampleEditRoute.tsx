import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Sample } from '../../api/samples.ts';
import { sampleRecord, sampleUpdate } from '../../machines/records/samples.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { notifySaved, unlessSame } from '../components/unchangedSave.ts';
import { RecordState } from '../components/RecordState.tsx';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { sampleToValues } from './sampleForm.ts';
import { useSampleForm } from './useSampleForm.ts';
import { SampleForm } from './SampleForm.tsx';
import { sampleMissing } from './sampleMissing.ts';

const EditSample = ({ sample }: { sample: Sample }) => {
  const { t } = useTranslation(['samples', 'common']);
  const [, navigate] = useLocation();
  const form = useSampleForm({
    initialValues: (language) => sampleToValues(sample, language),
    save: sampleUpdate,
    // Saving what was loaded writes nothing: no request, so `updated_at` stays; the screen says so (unchangedSave.ts).
    request: (body, loaded) => ({ id: sample.id, body: unlessSame(body, loaded) }),
    onSucceeded: (saved) => {
      notifySaved(saved, { unchanged: t('samples:edit.unchanged'), updated: t('common:notices.updated', { name: t('samples:entity') }) });
      navigate(`/samples/${sample.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('samples:entity') })),
  });
  return (
    <SampleForm
      form={form}
      hint={sample.status === 'approved' ? t('samples:edit.reopenHint') : undefined}
      submitLabel={t('common:actions.save')}
      onCancel={() => navigate(`/samples/${sample.id}`)}
    />
  );
};

/** samples/{sampleId}/edit. */
const SampleEditRoute = () => {
  const { t } = useTranslation(['samples', 'common']);
  const { sampleId } = useParams<{ sampleId: string }>();
  const sample = useRecord(sampleRecord, sampleMissing, idFromParam(sampleId));
  return (
    <>
      <PageHeader
        title={t('samples:edit.title')}
        breadcrumbs={[{ label: t('samples:list.title'), href: '/samples' }, ...(sample.record ? [{ label: sample.record.number, href: `/samples/${sample.record.id}` }] : []), { label: t('samples:edit.title') }]}
      />
      <RecordState {...sample} onRetry={sample.retry}>
        {(record) => <EditSample key={record.id} sample={record} />}
      </RecordState>
    </>
  );
};

export default SampleEditRoute;
