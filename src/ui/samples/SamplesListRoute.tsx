import FlaskConical from 'lucide-react/icons/flask-conical';
import { useTranslation } from 'react-i18next';
import type { Sample, SampleSortField } from '../../api/samples.ts';
import { SAMPLE_STATUSES, type SampleOverallStatus } from '../../domain/sampleApproval.ts';
import { samplesExport, samplesList, type SampleFilters } from '../../machines/records/samples.logic.ts';
import { RecordListScreen, type RecordListDescriptor } from '../components/RecordListScreen.tsx';
import { statusCustomerAddress } from '../components/statusCustomerFilters.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { SAMPLE_STATUS_TONES } from './sampleStatus.ts';

const sortKey = (field: SampleSortField): SampleSortField => field;

const samplesDescriptor: RecordListDescriptor<Sample, SampleOverallStatus, SampleFilters> = {
  ns: 'samples',
  keys: {
    title: 'samples:list.title',
    create: 'samples:list.create',
    empty: 'samples:list.empty',
    filters: 'samples:list.filters',
    allStatuses: 'samples:list.allStatuses',
    status: 'samples:fields.status',
    customer: 'samples:fields.customer',
  },
  basePath: '/samples',
  createPermission: 'samples.create',
  list: samplesList,
  exports: samplesExport,
  address: statusCustomerAddress(SAMPLE_STATUSES),
  statuses: SAMPLE_STATUSES,
  statusKey: (status) => `samples:status.${status}`,
  statusOf: (sample) => sample.status,
  tones: SAMPLE_STATUS_TONES,
  EmptyIcon: FlaskConical,
};

/** samples: search, status and customer filters, sortable columns, newest first; 50 per page. */
const SamplesListRoute = () => {
  const { t } = useTranslation(['samples', 'common']);
  const dates = useDateFormat();
  return (
    <RecordListScreen
      descriptor={samplesDescriptor}
      statusSort={sortKey('status')}
      columns={(link) => [
        { key: 'number', header: t('samples:fields.number'), sortKey: sortKey('number'), cell: (sample) => link(sample, sample.number) },
        { key: 'customer', header: t('samples:fields.customer'), cell: (sample) => sample.customer.name },
        { key: 'date', header: t('samples:fields.date'), cell: (sample) => dates.date(sample.date), hideBelow: 'md', sortKey: sortKey('date') },
        { key: 'materials', header: t('samples:fields.materials'), cell: (sample) => sample.materials.join(', ') || '—', hideBelow: 'lg' },
      ]}
    />
  );
};

export default SamplesListRoute;
