import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { sampleCreate } from '../../machines/records/samples.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useTimeZone } from '../components/useTimeZone.ts';
import { todayIn } from '../../domain/todayIn.ts';
import { emptySample } from './sampleForm.ts';
import { useSampleForm } from './useSampleForm.ts';
import { SampleForm } from './SampleForm.tsx';

/** samples/create: after saving, the new sample's sheet with its approvals. */
const SampleCreateRoute = () => {
  const { t } = useTranslation(['samples', 'common']);
  const [, navigate] = useLocation();
  const zone = useTimeZone();
  const form = useSampleForm({
    // Today in the office's time zone, as a sales report starts: the day the server would give an empty date, shown.
    initialValues: () => ({ ...emptySample, date: todayIn(zone) }),
    save: sampleCreate,
    request: (body) => body,
    onSucceeded: (sample) => {
      notify.success(t('common:notices.created', { name: t('samples:entity') }));
      navigate(`/samples/${sample.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('samples:entity') })),
  });
  return (
    <>
      <PageHeader title={t('samples:create.title')} breadcrumbs={[{ label: t('samples:list.title'), href: '/samples' }, { label: t('samples:create.title') }]} />
      <SampleForm form={form} submitLabel={t('common:actions.create')} onCancel={() => navigate('/samples')} />
    </>
  );
};

export default SampleCreateRoute;
