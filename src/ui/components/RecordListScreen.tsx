import Plus from 'lucide-react/icons/plus';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { PermissionKey } from '../../domain/permissions.ts';
import type { StatusCustomerFilters } from '../../domain/statusCustomerQuery.ts';
import type { PagedListLogic } from '../../machines/generic/pagedList.logic.ts';
import type { ListFilters } from '../../machines/generic/pagedList.machine.ts';
import type { ListExportLogic } from '../../machines/records/listExport.ts';
import type { BadgeTone } from './Badge.tsx';
import { DataTable, type DataTableColumn } from './DataTable.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import type { ListAddressOptions } from './listAddress.ts';
import { pagedTableProps } from './pagedTableProps.ts';
import { PageHeader } from './PageHeader.tsx';
import { Pagination } from './Pagination.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusCustomerFilterFields } from './StatusCustomerFilterFields.tsx';
import { hasStatusCustomerFilter } from './statusCustomerFilters.ts';
import { usePagedList, type PagedList } from './usePagedList.ts';
import { usePermission } from './usePermission.ts';

// One list screen (issue 32 point 4): a record list with its export and create link, status and customer filters
// kept in the address, sortable columns ending with the record's status, and paging. A module describes its list
// once; the columns stay the module's, since what a row shows is its own.

/** The translation keys of the screen's own words. */
export type RecordListKeys = {
  readonly title: string;
  readonly create: string;
  /** The empty list before any filter narrows it ("no quotes yet"). */
  readonly empty: string;
  /** The filter bar's accessible name. */
  readonly filters: string;
  readonly allStatuses: string;
  readonly status: string;
  readonly customer: string;
};

export type RecordListDescriptor<Item extends { readonly id: number }, Status extends string, Filters extends StatusCustomerFilters<Status> & ListFilters> = {
  /** The module's translation namespace (loaded with `common`). */
  readonly ns: string;
  readonly keys: RecordListKeys;
  /** Where the records live: a row opens `<basePath>/<id>`, "create" is `<basePath>/create`. */
  readonly basePath: string;
  readonly createPermission: PermissionKey;
  readonly list: PagedListLogic<Item, Filters>;
  readonly exports: ListExportLogic<Filters>;
  readonly address: ListAddressOptions<Filters>;
  readonly statuses: readonly Status[];
  /** The translation key of a status's name. */
  readonly statusKey: (status: Status) => string;
  readonly statusOf: (item: Item) => Status;
  readonly tones: Readonly<Record<Status, BadgeTone>>;
  readonly EmptyIcon: ComponentType<{ readonly size?: number; readonly 'aria-hidden'?: 'true' }>;
};

export type RecordListScreenProps<Item extends { readonly id: number }, Status extends string, Filters extends StatusCustomerFilters<Status> & ListFilters> = {
  readonly descriptor: RecordListDescriptor<Item, Status, Filters>;
  /** The columns before the status one; `link` renders a row's link to its record. */
  readonly columns: (link: (item: Item, text: ReactNode) => ReactNode) => readonly DataTableColumn<Item>[];
  /** The status column's sort key (none: not sortable). */
  readonly statusSort?: string;
  /** Filters after status and customer (e.g. a period). */
  readonly extraFilters?: (list: PagedList<Item, Filters>) => ReactNode;
  /** Header actions between the export and the create link (e.g. a link to the module's own tables). */
  readonly extraActions?: ReactNode;
};

// The link is the record's number ("C-2026/0001"): kept on one line, a phone broke it after "C-".
const linkClass = css({ fontWeight: '600', color: 'accent', textDecoration: 'underline', whiteSpace: 'nowrap' });

export const RecordListScreen = <Item extends { readonly id: number }, Status extends string, Filters extends StatusCustomerFilters<Status> & ListFilters>({
  descriptor,
  columns,
  statusSort,
  extraFilters,
  extraActions,
}: RecordListScreenProps<Item, Status, Filters>): ReactNode => {
  const { ns, keys, EmptyIcon } = descriptor;
  const { t } = useTranslation([ns, 'common']);
  const canCreate = usePermission(descriptor.createPermission);
  const list = usePagedList(descriptor.list, {}, { address: descriptor.address });
  const filtered = hasStatusCustomerFilter(list.filters);
  const link = (item: Item, text: ReactNode) => (
    <Link href={`${descriptor.basePath}/${item.id}`} className={linkClass}>
      {text}
    </Link>
  );
  const statusColumn: DataTableColumn<Item> = {
    key: 'status',
    header: t(keys.status),
    ...(statusSort ? { sortKey: statusSort } : {}),
    cell: (item) => <StatusBadge status={descriptor.statusOf(item)} tones={descriptor.tones} label={t(descriptor.statusKey(descriptor.statusOf(item)))} />,
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t(keys.title)}
        actions={
          <>
            <ExportMenu exports={descriptor.exports as ListExportLogic<ListFilters>} filters={list.filters} sort={list.sort} fileName={t(keys.title)} />
            {extraActions}
            {canCreate ? (
              <Link href={`${descriptor.basePath}/create`} className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t(keys.create)}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <StatusCustomerFilterFields
        label={t(keys.filters)}
        filters={list.filters}
        // The shared fields change only their own keys, which every descriptor's filters hold.
        onFilter={(changed) => list.filter(changed as Partial<Filters>)}
        statuses={descriptor.statuses}
        statusLabel={t(keys.status)}
        allStatusesLabel={t(keys.allStatuses)}
        statusName={(status) => t(descriptor.statusKey(status))}
        customerLabel={t(keys.customer)}
      >
        {extraFilters?.(list)}
      </StatusCustomerFilterFields>
      <DataTable
        caption={t(keys.title)}
        {...pagedTableProps(list, t)}
        rowKey={(item) => item.id}
        empty={{ message: filtered ? t('common:states.emptySearch') : t(keys.empty), icon: <EmptyIcon size={28} aria-hidden="true" /> }}
        columns={[...columns(link), statusColumn]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};
