import ClipboardList from 'lucide-react/icons/clipboard-list';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Layers from 'lucide-react/icons/layers';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { SalesReportSortField } from '../../api/salesReports.ts';
import { salesReportsExport, salesReportsList, type SalesReportFilters } from '../../machines/records/salesReports.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import type { ListFilters } from '../../machines/generic/pagedList.machine.ts';
import type { ListExportLogic } from '../../machines/records/listExport.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import type { ListAddressOptions } from '../components/listAddress.ts';
import { pagedTableProps } from '../components/pagedTableProps.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { reportProfileOptions, userOptions } from '../../machines/records/salesPickers.ts';
import { authorName } from '../components/authorName.ts';

/** Filters live in the address (the profile's name too, so the filter reads right after a reload). */
const SALES_REPORT_ADDRESS: ListAddressOptions<SalesReportFilters> = { filters: ['profileId', 'profileName', 'userId', 'userName', 'from', 'to'] };

const sortKey = (field: SalesReportSortField): SalesReportSortField => field;

/** sales-reports: filters profile, agent and period; sortable; newest first by default. */
const SalesReportsListRoute = () => {
  const { t } = useTranslation(['salesReports', 'common']);
  const { client } = useApiClients();
  const dates = useDateFormat();
  const canCreate = usePermission('sales-reports.create');
  // The agent's choices are the users list: without `users.viewAny` (an operator) it answers 403 and the filter
  // opened on nothing, a control that did nothing. An agent chosen by address (a shared link) still filters.
  const canPickAgent = usePermission('users.viewAny');
  const list = usePagedList(salesReportsList, {}, { address: SALES_REPORT_ADDRESS });
  const filtered = Boolean(list.filters.profileId || list.filters.userId || list.filters.from || list.filters.to);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('salesReports:list.title')}
        actions={
          <>
            <ExportMenu exports={salesReportsExport as ListExportLogic<ListFilters>} filters={list.filters} sort={list.sort} fileName={t('salesReports:list.title')} />
            <Link href="/sales-reports/materials" className={button({ variant: 'secondary' })}>
              <Layers size={16} aria-hidden="true" />
              <span>{t('salesReports:materials.title')}</span>
            </Link>
            <Link href="/sales-reports/interests" className={button({ variant: 'secondary' })}>
              <Lightbulb size={16} aria-hidden="true" />
              <span>{t('salesReports:interests.title')}</span>
            </Link>
            {canCreate ? (
              <Link href="/sales-reports/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('salesReports:list.create')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <FilterBar label={t('salesReports:list.filters')}>
        <RemoteCombobox
          label={t('salesReports:fields.profile')}
          value={list.filters.profileId ?? null}
          selectedLabel={list.filters.profileName ?? null}
          onValueChange={(profileId, profileName) => list.filter({ profileId, profileName })}
          load={reportProfileOptions(client)}
        />
        {canPickAgent ? (
          <RemoteCombobox
            label={t('salesReports:fields.agent')}
            value={list.filters.userId ?? null}
            selectedLabel={list.filters.userName ?? null}
            onValueChange={(userId, userName) => list.filter({ userId, userName })}
            load={userOptions(client)}
          />
        ) : null}
        <DateTimeField label={t('salesReports:list.from')} mode="date" value={list.filters.from ?? null} onValueChange={(from) => list.filter({ from })} />
        <DateTimeField label={t('salesReports:list.to')} mode="date" value={list.filters.to ?? null} onValueChange={(to) => list.filter({ to })} />
      </FilterBar>
      <DataTable
        caption={t('salesReports:list.title')}
        {...pagedTableProps(list, t)}
        rowKey={(report) => report.id}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('salesReports:list.empty'), icon: <ClipboardList size={28} aria-hidden="true" /> }}
        columns={[
          { key: 'date', header: t('salesReports:fields.date'), sortKey: sortKey('date'), cell: (report) => dates.date(report.date) },
          {
            key: 'summary',
            header: t('salesReports:fields.summary'),
            sortKey: sortKey('summary'),
            cell: (report) => (
              <Link href={`/sales-reports/${report.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {report.summary}
              </Link>
            ),
          },
          { key: 'profile', header: t('salesReports:fields.profile'), cell: (report) => report.profile.name, hideBelow: 'sm' },
          { key: 'agent', header: t('salesReports:fields.agent'), cell: (report) => authorName(report.user, t), hideBelow: 'md' },
          { key: 'contactType', header: t('salesReports:fields.contactType'), sortKey: sortKey('contact_type'), cell: (report) => t(`salesReports:contactTypes.${report.contactType}`), hideBelow: 'lg' },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default SalesReportsListRoute;
