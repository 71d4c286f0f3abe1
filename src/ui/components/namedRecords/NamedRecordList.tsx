import Plus from 'lucide-react/icons/plus';
import Tags from 'lucide-react/icons/tags';
import Trash2 from 'lucide-react/icons/trash';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css/index.mjs';
import { button } from '../../../../styled-system/recipes/index.mjs';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { FilterBar } from '../FilterBar.tsx';
import { IconButton } from '../IconButton.tsx';
import { errorTagText } from '../messageText.ts';
import { notify } from '../notify.ts';
import { ExportMenu } from '../ExportMenu.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { Pagination } from '../Pagination.tsx';
import { TextField } from '../TextField.tsx';
import { useConfirmAction } from '../useConfirmAction.ts';
import { usePagedList } from '../usePagedList.ts';
import { deleteFailure } from './deleteFailure.ts';
import type { NamedRecordAbilities, NamedRecordDescriptor, NamedRecordItem } from './namedRecordDescriptor.ts';
import { NamedRecordDeleteDialog } from './NamedRecordDeleteDialog.tsx';
import { namedRecordLogicOf } from './namedRecordLogicOf.ts';
import { dashBlank as dash } from '../emptyValue.ts';

export type NamedRecordListProps<Item extends NamedRecordItem, Input> = {
  descriptor: NamedRecordDescriptor<Item, Input>;
  can: NamedRecordAbilities;
};

/** The list of a table of named records: search, sort by name, pager where the server pages, edit link, delete with confirmation. */
export const NamedRecordList = <Item extends NamedRecordItem, Input>({ descriptor, can }: NamedRecordListProps<Item, Input>) => {
  const { t } = useTranslation([descriptor.ns, 'ui', 'common']);
  const { labels, basePath, exportAs } = descriptor;
  const logic = namedRecordLogicOf<Item, Input>(descriptor);
  const list = usePagedList(logic.list, {}, { context: { paginated: descriptor.paginated } });
  const entity = t(labels.entity);
  // Never asked without the call: the delete buttons only show when the table has one.
  const deletion = useConfirmAction(logic.deletion, {
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: entity }));
      list.reload();
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: entity })),
  });
  const failure = deletion.errorTag ? deleteFailure(deletion.errorTag, labels.inUse, descriptor.inUseFromServer ? deletion.refusal : null) : null;
  const canCreate = can.create && logic.offers.create;
  const canUpdate = can.update && logic.offers.update;
  const canDelete = can.delete && logic.offers.remove;
  const filtered = Boolean(list.filters.search?.trim());
  // The Delete button that opened the dialog; once its row is deleted, focus goes to the search field (else the
  // first control of the table) rather than falling to the page body.
  const deleteTrigger = useRef<HTMLElement | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const focusAfterDialog = (): HTMLElement | null => {
    if (deleteTrigger.current?.isConnected) return deleteTrigger.current;
    const within = listTop.current;
    return within?.querySelector<HTMLElement>('input[type="search"]') ?? within?.querySelector<HTMLElement>('table a[href], table button') ?? null;
  };

  const sortable = descriptor.sortable !== false;
  const columns: DataTableColumn<Item>[] = [
    {
      key: 'name',
      header: t(labels.name),
      ...(sortable ? { sortKey: 'name' } : {}),
      cell: (record) =>
        descriptor.hasDetail ? (
          <Link href={`${basePath}/${record.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
            {record.name}
          </Link>
        ) : canUpdate ? (
          <Link href={`${basePath}/${record.id}/edit`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
            {record.name}
          </Link>
        ) : (
          <span className={css({ fontWeight: '600' })}>{record.name}</span>
        ),
    },
    ...(descriptor.extraFields ?? []).flatMap((field): DataTableColumn<Item>[] => {
      const column = field.column;
      return column ? [{ key: field.key, header: t(field.labelKey), cell: (record: Item) => dash(column(record, t)), hideBelow: 'sm', ...(sortable && field.sortKey ? { sortKey: field.sortKey } : {}) }] : [];
    }),
    ...(descriptor.description ? [{ key: 'description', header: t(labels.description), cell: (record: Item) => dash(record.description), hideBelow: 'md' as const }] : []),
    // The name is the edit link; the one row action left is delete.
    ...(canDelete
      ? [
          {
            key: 'actions',
            header: <span className={css({ srOnly: true })}>{t('ui:namedRecords.actions')}</span>,
            align: 'end' as const,
            cell: (record: Item) =>
              descriptor.deletable?.(record) === false ? null : (
                <span className={css({ display: 'inline-flex', gap: '1' })}>
                  <IconButton aria-label={t('ui:namedRecords.deleteNamed', { name: record.name })} icon={<Trash2 size={16} />} size="sm" onClick={(event) => {
                      deleteTrigger.current = event.currentTarget;
                      deletion.ask(record);
                    }}
                  />
                </span>
              ),
          },
        ]
      : []),
  ];

  return (
    <div ref={listTop} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t(labels.title)}
        breadcrumbs={descriptor.parent ? [{ label: t(descriptor.parent.labelKey), href: descriptor.parent.href }, { label: t(labels.title) }] : undefined}
        actions={
          <>
            {exportAs ? (
              <ExportMenu
                list={exportAs}
                query={list.filters.search ? { search: list.filters.search.trim() } : {}}
                fileName={t(labels.title)}
              />
            ) : null}
            {canCreate ? (
              <Link href={`${basePath}/create`} className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t(labels.create)}</span>
              </Link>
            ) : null}
          </>
        }
      />
      {descriptor.searchable === false ? null : (
        <FilterBar label={t('ui:namedRecords.filters')}>
          <TextField label={t('common:actions.search')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search })} />
        </FilterBar>
      )}
      <DataTable
        caption={t(labels.title)}
        rows={list.items}
        rowKey={(record) => record.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{
          message: filtered ? t('common:states.emptySearch') : t(labels.empty),
          icon: <Tags size={28} aria-hidden="true" />,
          action: canCreate && !filtered ? <Link href={`${basePath}/create`}>{t(labels.create)}</Link> : undefined,
        }}
        columns={columns}
        sort={list.sort}
        onSortChange={list.sortBy}
      />
      {descriptor.paginated && list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
      <NamedRecordDeleteDialog
        {...deletion.dialog}
        name={deletion.payload?.name ?? ''}
        entity={entity}
        failure={failure}
        finalFocusEl={focusAfterDialog}
        onCancel={() => {
          deletion.dialog.onCancel();
          // After a failure the list may be stale (a record already deleted elsewhere): show what is there now.
          if (failure) list.reload();
        }}
      />
    </div>
  );
};
