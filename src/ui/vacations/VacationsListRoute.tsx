import CalendarDays from 'lucide-react/icons/calendar-days';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import FileText from 'lucide-react/icons/file-text';
import Palmtree from 'lucide-react/icons/tree-palm';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { Vacation } from '../../api/vacations.ts';
import { isVacationStatus, VACATION_STATUSES, vacationsQuery } from '../../machines/records/vacationQueries.ts';
import { PICKABLE_LEAVE_TYPES } from '../../domain/leaveKinds.ts';
import { vacationListCommands, vacationsList } from '../../machines/records/vacations.logic.ts';
import { isApprover } from '../../machines/vacationStatus/mayDecide.ts';
import { decidesAtOnce } from '../../machines/vacationStatus/vacationStatus.connect.ts';
import { vacationStatusMachine } from '../../machines/vacationStatus/vacationStatus.logic.ts';
import { formatHours } from '../../domain/numberFormat.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { Button } from '../components/Button.tsx';
import { Checkbox } from '../components/Checkbox.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Select } from '../components/Select.tsx';
import { useCommand } from '../components/useCommand.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { RemainingHours } from './RemainingHours.tsx';
import { usePersonPicker } from './usePersonPicker.ts';
import { VacationTypeCell } from './VacationTypeCell.tsx';
import { useManagesLeave } from './useManagesLeave.ts';
import { todayIn } from '../../domain/todayIn.ts';
import { useTimeZone } from '../components/useTimeZone.ts';
import { QuickDecision } from '../components/vacations/QuickDecision.tsx';
import { statusNotice } from '../components/vacations/statusNotice.ts';
import { periodText } from '../components/vacations/vacationPeriod.ts';
import { VacationStatusBadge } from '../components/vacations/VacationStatusBadge.tsx';
import { useViewer } from '../components/vacations/useVacationStatus.ts';

/**
 * vacations: my requests, and for approvers (vacations.changeStatus: everybody's; a team leader: their team's) the
 * ones they may decide, with filters (status, type, person, period; `?status=pending` from the dashboard),
 * decisions per row or in bulk, the remaining hours, and the Excel export of what is filtered.
 */
const VacationsListRoute = () => {
  const { t, i18n } = useTranslation(['vacations', 'common', 'ui']);
  const dates = useDateFormat();
  const viewer = useViewer();
  const canCreate = usePermission('vacations.create');
  const canManageHours = usePermission('user_vacation_hours.viewAny');
  const managesLeave = useManagesLeave();
  const todayMonth = todayIn(useTimeZone()).slice(0, 7);
  const initialStatus = new URLSearchParams(useSearch()).get('status');
  const list = usePagedList(vacationsList, {
    filters: isVacationStatus(initialStatus) ? { status: initialStatus } : {},
  });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [version, setVersion] = useState(0);
  const refresh = () => {
    setVersion((v) => v + 1);
    list.reload();
  };
  const { reload } = list;
  // A decision from a row: said in a toast (the row's badge alone changes quietly), then the page again.
  const decided = useCallback(
    (changed: Vacation) => {
      notify.success(statusNotice(t, changed));
      setVersion((v) => v + 1);
      reload();
    },
    [t, reload],
  );
  // Another approver decided first (409): its row's decision buttons go with the page read again, so a notice says it.
  const overtaken = useCallback(() => {
    notify.info(t('vacations:decision.overtaken'));
    setVersion((v) => v + 1);
    reload();
  }, [t, reload]);
  const command = useCommand(vacationListCommands, {
    onDone: (_, result) => {
      notify.success(t('vacations:list.bulkDone', { count: result.count }));
      setSelected(new Set());
      refresh();
    },
    onFailed: () => {
      notify.error(t('vacations:list.bulkFailed'));
      refresh();
    },
  });
  const approver = isApprover(viewer);
  const pickPerson = usePersonPicker('filter');
  // Accept or reject at once: what the status machine would take for this request and viewer (no rule redone here).
  const decidable = (v: Vacation) => decidesAtOnce(vacationStatusMachine, v, viewer);
  // A bulk rejection asks for its reason (optional) and a confirmation, as one rejection does.
  const [bulkRejection, setBulkRejection] = useState<{ reason: string } | null>(null);
  const selectable = list.items.filter(decidable);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const chosen = selectable.filter((v) => selected.has(v.id)).map((v) => v.id);
  const filtered = Boolean(list.filters.status || list.filters.type || list.filters.userId || list.filters.from || list.filters.to);
  const statusOptions = [{ value: '', label: t('vacations:filters.anyStatus') }, ...VACATION_STATUSES.map((s) => ({ value: s, label: t(`vacations:statuses.${s}`) }))];
  const typeOptions = [{ value: '', label: t('vacations:filters.anyType') }, ...PICKABLE_LEAVE_TYPES.map((type) => ({ value: type, label: t(`common:eventTypes.${type}`) }))];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('vacations:list.title')}
        actions={
          <>
            <Link href="/vacations/calendar" className={button({ variant: 'secondary' })}>
              <CalendarDays size={16} aria-hidden="true" />
              <span>{t('vacations:list.calendar')}</span>
            </Link>
            {canManageHours ? (
              <Link href="/user-vacation-hours" className={button({ variant: 'secondary' })}>
                <Clock size={16} aria-hidden="true" />
                <span>{t('vacations:list.hours')}</span>
              </Link>
            ) : null}
            {managesLeave ? (
              <Link href={`/vacations/report?month=${todayMonth}`} className={button({ variant: 'secondary' })}>
                <FileText size={16} aria-hidden="true" />
                <span>{t('vacations:report.open')}</span>
              </Link>
            ) : null}
            <ExportMenu list="vacations" query={vacationsQuery(list.filters)} fileName={t('vacations:list.title')} />
            {canCreate ? (
              <Link href="/vacations/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('vacations:list.create')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <RemainingHours userId={null} year={Number(todayMonth.slice(0, 4))} version={version} />
      <FilterBar label={t('vacations:list.filters')}>
        <Select label={t('vacations:fields.status')} name="status" options={statusOptions} value={list.filters.status ?? ''} onValueChange={(status) => list.filter({ status: status || null })} />
        <Select label={t('vacations:fields.type')} name="type" options={typeOptions} value={list.filters.type ?? ''} onValueChange={(type) => list.filter({ type: type || null })} />
        {approver && pickPerson ? (
          <RemoteCombobox
            label={t('vacations:fields.user')}
            value={list.filters.userId ?? null}
            selectedLabel={list.filters.userName ?? null}
            onValueChange={(userId, userName) => list.filter({ userId, userName })}
            load={pickPerson}
          />
        ) : null}
        <DateTimeField mode="date" label={t('vacations:fields.from')} value={list.filters.from ?? null} onValueChange={(from) => list.filter({ from })} />
        <DateTimeField mode="date" label={t('vacations:fields.to')} value={list.filters.to ?? null} onValueChange={(to) => list.filter({ to })} />
      </FilterBar>
      {selectable.length > 0 ? (
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
          <Checkbox label={t('vacations:list.selectAll')} checked={chosen.length === selectable.length} onCheckedChange={(on) => setSelected(new Set(on ? selectable.map((v) => v.id) : []))} />
          <span role="status" className={css({ color: 'muted', textStyle: 'small' })}>
            {t('vacations:list.selected', { count: chosen.length })}
          </span>
          <Button size="sm" variant="primary" icon={<Check size={14} aria-hidden="true" />} disabled={chosen.length === 0 || command.running} loading={command.running && command.command?.kind === 'decide' && command.command.status === 'accepted'} onClick={() => command.run({ kind: 'decide', ids: chosen, status: 'accepted' })}>
            {t('vacations:list.bulkAccept')}
          </Button>
          <Button size="sm" variant="danger" icon={<X size={14} aria-hidden="true" />} disabled={chosen.length === 0 || command.running} loading={command.running && command.command?.kind === 'decide' && command.command.status === 'rejected'} onClick={() => setBulkRejection({ reason: '' })}>
            {t('vacations:list.bulkReject')}
          </Button>
        </div>
      ) : null}
      <DataTable
        caption={t('vacations:list.title')}
        rows={list.items}
        rowKey={(v) => v.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('vacations:list.empty'), icon: <Palmtree size={28} aria-hidden="true" /> }}
        columns={[
          ...(selectable.length > 0
            ? [
                {
                  key: 'select',
                  header: <span className={css({ srOnly: true })}>{t('vacations:list.selectAll')}</span>,
                  cell: (v: Vacation) =>
                    decidable(v) ? <Checkbox label={<span className={css({ srOnly: true })}>{t('vacations:list.select', { name: v.user.name, period: periodText(dates, v) })}</span>} checked={selected.has(v.id)} onCheckedChange={(on) => toggle(v.id, on)} /> : null,
                },
              ]
            : []),
          {
            key: 'user',
            header: t('vacations:fields.user'),
            cell: (v) => (
              <Link href={`/vacations/${v.id}/edit`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {v.user.name}
              </Link>
            ),
          },
          { key: 'type', header: t('vacations:fields.type'), cell: (v) => <VacationTypeCell type={t(`common:eventTypes.${v.type}`)} period={periodText(dates, v)} /> },
          { key: 'period', header: t('vacations:fields.period'), cell: (v) => periodText(dates, v), hideBelow: 'sm' },
          { key: 'hours', header: t('vacations:fields.hours'), cell: (v) => formatHours(v.hours, i18n.language), align: 'end', hideBelow: 'md' },
          { key: 'status', header: t('vacations:fields.status'), cell: (v) => <VacationStatusBadge vacation={v} /> },
          ...(approver
            ? [{ key: 'decide', header: <span className={css({ srOnly: true })}>{t('vacations:decision.title')}</span>, cell: (v: Vacation) => (decidable(v) ? <QuickDecision
                      vacation={v}
                      onChanged={decided}
                      onOvertaken={overtaken}
                      labels={{ accept: t('vacations:decision.accept'), reject: t('vacations:decision.reject'), acceptOf: t('vacations:decision.acceptOf', { name: v.user.name }), rejectOf: t('vacations:decision.rejectOf', { name: v.user.name }) }}
                    /> : null) }]
            : []),
        ]}
      />
      <Dialog
        open={bulkRejection !== null}
        onOpenChange={(open) => {
          if (!open) setBulkRejection(null);
        }}
        role="alertdialog"
        title={t('vacations:decision.rejectManyTitle', { count: chosen.length })}
        description={t('vacations:decision.rejectManyDescription', { count: chosen.length })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setBulkRejection(null)}>
              {t('ui:confirm.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                const reason = bulkRejection?.reason.trim() ?? '';
                setBulkRejection(null);
                command.run({ kind: 'decide', ids: chosen, status: 'rejected', note: reason === '' ? null : reason });
              }}
            >
              {t('vacations:decision.confirmReject')}
            </Button>
          </>
        }
      >
        <TextArea label={t('vacations:decision.reason')} name="bulkRejectionReason" rows={3} maxLength={2000} value={bulkRejection?.reason ?? ''} onValueChange={(reason) => setBulkRejection({ reason })} />
      </Dialog>
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default VacationsListRoute;
