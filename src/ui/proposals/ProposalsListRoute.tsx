import FileSignature from 'lucide-react/icons/file-pen-line';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { listProposals, type Proposal, type ProposalSortField } from '../../api/proposals.ts';
import type { ProposalState } from '../../machines/proposalSending/proposalSending.types.ts';
import { createPagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { formatMoney } from '../../domain/numberFormat.ts';
import { exportList } from '../../api/exports.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { pagedTableProps } from '../components/pagedTableProps.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { StatusCustomerFilterFields } from '../components/StatusCustomerFilterFields.tsx';
import { hasStatusCustomerFilter, statusCustomerAddress, statusCustomerQuery, type StatusCustomerFilters } from '../components/statusCustomerFilters.ts';
import { Pagination } from '../components/Pagination.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { PROPOSAL_STATUSES, PROPOSAL_STATUS_TONES } from './proposalStatus.ts';

type ProposalFilters = StatusCustomerFilters<ProposalState> & { from?: string | null; to?: string | null };

const proposalsList = createPagedListMachine<Proposal, ProposalFilters>();

const ADDRESS = statusCustomerAddress<ProposalState, { from?: string | null; to?: string | null }>(PROPOSAL_STATUSES, ['from', 'to']);

const sortKey = (field: ProposalSortField): ProposalSortField => field;

/** The list call's query for the screen's filters and order: the list and its export read the same rows. */
const proposalsQuery = (filters: ProposalFilters, sort: string | null) => ({
  ...(sort ? { sort } : {}),
  ...statusCustomerQuery(filters),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});

/** proposals: search, status, customer and date filters, sortable columns, newest first; 50 per page. */
const ProposalsListRoute = () => {
  const { t, i18n } = useTranslation(['proposals', 'common']);
  const { client } = useApiClients();
  const dates = useDateFormat();
  const canCreate = usePermission('proposals.create');
  const list = usePagedList(
    proposalsList,
    ({ page, pageSize, filters, sort }) =>
      listProposals(client, { page, pageSize, ...proposalsQuery(filters, sort) }),
    {},
    { address: ADDRESS },
  );
  const filtered = hasStatusCustomerFilter(list.filters);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('proposals:list.title')}
        actions={
          <>
            <ExportMenu load={(format) => exportList(client, 'proposals', format, proposalsQuery(list.filters, list.sort))} fileName={t('proposals:list.title')} />
            {canCreate ? (
              <Link href="/proposals/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('proposals:list.create')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <StatusCustomerFilterFields
        label={t('proposals:list.filters')}
        filters={list.filters}
        onFilter={list.filter}
        statuses={PROPOSAL_STATUSES}
        statusLabel={t('proposals:fields.status')}
        allStatusesLabel={t('proposals:list.allStatuses')}
        statusName={(status) => t(`proposals:status.${status}`)}
        customerLabel={t('proposals:fields.customer')}
      >
        <DateTimeField label={t('proposals:list.from')} mode="date" value={list.filters.from ?? null} onValueChange={(from) => list.filter({ from })} />
        <DateTimeField label={t('proposals:list.to')} mode="date" value={list.filters.to ?? null} onValueChange={(to) => list.filter({ to })} />
      </StatusCustomerFilterFields>
      <DataTable
        caption={t('proposals:list.title')}
        {...pagedTableProps(list, t)}
        rowKey={(proposal) => proposal.id}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('proposals:list.empty'), icon: <FileSignature size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'number',
            header: t('proposals:fields.number'),
            sortKey: sortKey('number'),
            cell: (proposal) => (
              <Link href={`/proposals/${proposal.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {proposal.number}
              </Link>
            ),
          },
          { key: 'customer', header: t('proposals:fields.customer'), cell: (proposal) => proposal.customer.name },
          { key: 'date', header: t('proposals:fields.date'), cell: (proposal) => dates.date(proposal.date), hideBelow: 'md', sortKey: sortKey('date') },
          { key: 'validUntil', header: t('proposals:fields.validUntil'), cell: (proposal) => dates.date(proposal.validUntil), hideBelow: 'lg', sortKey: sortKey('valid_until') },
          { key: 'revision', header: t('proposals:fields.revision'), cell: (proposal) => proposal.revision, align: 'end', hideBelow: 'lg', sortKey: sortKey('revision') },
          { key: 'total', header: t('proposals:totals.total'), cell: (proposal) => formatMoney(proposal.totals.total, i18n.language), align: 'end', hideBelow: 'sm' },
          { key: 'status', header: t('proposals:fields.status'), sortKey: sortKey('status'), cell: (proposal) => <StatusBadge status={proposal.status} tones={PROPOSAL_STATUS_TONES} label={t(`proposals:status.${proposal.status}`)} /> },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default ProposalsListRoute;
