import FileSignature from 'lucide-react/icons/file-pen-line';
import { useTranslation } from 'react-i18next';
import type { Proposal, ProposalSortField } from '../../api/proposals.ts';
import { formatMoney } from '../../domain/numberFormat.ts';
import type { ProposalState } from '../../machines/proposalSending/proposalSending.types.ts';
import { proposalsExport, proposalsList, type ProposalFilters } from '../../machines/records/proposals.logic.ts';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { RecordListScreen, type RecordListDescriptor } from '../components/RecordListScreen.tsx';
import { statusCustomerAddress } from '../components/statusCustomerFilters.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { PROPOSAL_STATUSES, PROPOSAL_STATUS_TONES } from './proposalStatus.ts';

const sortKey = (field: ProposalSortField): ProposalSortField => field;

const proposalsDescriptor: RecordListDescriptor<Proposal, ProposalState, ProposalFilters> = {
  ns: 'proposals',
  keys: {
    title: 'proposals:list.title',
    create: 'proposals:list.create',
    empty: 'proposals:list.empty',
    filters: 'proposals:list.filters',
    allStatuses: 'proposals:list.allStatuses',
    status: 'proposals:fields.status',
    customer: 'proposals:fields.customer',
  },
  basePath: '/proposals',
  createPermission: 'proposals.create',
  list: proposalsList,
  exports: proposalsExport,
  address: statusCustomerAddress<ProposalState, { from?: string | null; to?: string | null }>(PROPOSAL_STATUSES, ['from', 'to']),
  statuses: PROPOSAL_STATUSES,
  statusKey: (status) => `proposals:status.${status}`,
  statusOf: (proposal) => proposal.status,
  tones: PROPOSAL_STATUS_TONES,
  EmptyIcon: FileSignature,
};

/** proposals: search, status, customer and date filters, sortable columns, newest first; 50 per page. */
const ProposalsListRoute = () => {
  const { t, i18n } = useTranslation(['proposals', 'common']);
  const dates = useDateFormat();
  return (
    <RecordListScreen
      descriptor={proposalsDescriptor}
      statusSort={sortKey('status')}
      extraFilters={(list) => (
        <>
          <DateTimeField label={t('proposals:list.from')} mode="date" value={list.filters.from ?? null} onValueChange={(from) => list.filter({ from })} />
          <DateTimeField label={t('proposals:list.to')} mode="date" value={list.filters.to ?? null} onValueChange={(to) => list.filter({ to })} />
        </>
      )}
      columns={(link) => [
        { key: 'number', header: t('proposals:fields.number'), sortKey: sortKey('number'), cell: (proposal) => link(proposal, proposal.number) },
        { key: 'customer', header: t('proposals:fields.customer'), cell: (proposal) => proposal.customer.name },
        { key: 'date', header: t('proposals:fields.date'), cell: (proposal) => dates.date(proposal.date), hideBelow: 'md', sortKey: sortKey('date') },
        { key: 'validUntil', header: t('proposals:fields.validUntil'), cell: (proposal) => dates.date(proposal.validUntil), hideBelow: 'lg', sortKey: sortKey('valid_until') },
        { key: 'revision', header: t('proposals:fields.revision'), cell: (proposal) => proposal.revision, align: 'end', hideBelow: 'lg', sortKey: sortKey('revision') },
        { key: 'total', header: t('proposals:totals.total'), cell: (proposal) => formatMoney(proposal.totals.total, i18n.language), align: 'end', hideBelow: 'sm' },
      ]}
    />
  );
};

export default ProposalsListRoute;
