import ScrollText from 'lucide-react/icons/scroll-text';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { AuditAction } from '../../api/auditLog.ts';
import { auditQuery } from '../../machines/records/adminQueries.ts';
import { auditList } from '../../machines/records/auditLog.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DataTable } from '../components/DataTable.tsx';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { errorTagText } from '../components/messageText.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Select } from '../components/Select.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { userOptions } from '../../machines/records/options.logic.ts';
import { changeLines } from '../../domain/auditChanges.ts';
import { auditActionLabel } from './permissionGroups.ts';

/** Every action the server records, in the contract's order (AuditAction). */
const AUDIT_ACTIONS: readonly AuditAction[] = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.invitation_accepted',
  'user.created',
  'user.updated',
  'user.deleted',
  'user.sessions_revoked',
  'role.created',
  'role.updated',
  'role.deleted',
  'related_users.linked',
  'related_users.unlinked',
  'setting.updated',
  'setting.deleted',
  'mail.resent',
  'user.invitation_resent',
];

const ALL = 'all';

/** settings/audit-log: read-only, filtered by user, action and dates, 50 per page. */
const AuditLogRoute = () => {
  const { t } = useTranslation(['admin', 'common']);
  const dates = useDateFormat();
  const { client } = useApiClients();
  const list = usePagedList(auditList);
  const filtered = Boolean(list.filters.action || list.filters.userId || list.filters.from || list.filters.to);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('admin:audit.title')}
        description={t('admin:audit.readOnly')}
        actions={<ExportMenu list="audit-log" query={auditQuery(list.filters)} fileName={t('admin:audit.title')} />}
      />
      <FilterBar label={t('admin:audit.filters')}>
        <Select
          label={t('admin:audit.action')}
          options={[{ value: ALL, label: t('admin:audit.allActions') }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabel(t, action) }))]}
          value={list.filters.action ?? ALL}
          onValueChange={(value) => list.filter({ action: AUDIT_ACTIONS.find((action) => action === value) ?? null })}
        />
        <RemoteCombobox
          label={t('admin:audit.user')}
          value={list.filters.userId ?? null}
          selectedLabel={list.filters.userName ?? null}
          onValueChange={(userId, userName) => list.filter({ userId, userName })}
          load={userOptions(client)}
        />
        <DateTimeField label={t('admin:audit.from')} mode="date" value={list.filters.from ?? null} onValueChange={(from) => list.filter({ from })} />
        <DateTimeField label={t('admin:audit.to')} mode="date" value={list.filters.to ?? null} onValueChange={(to) => list.filter({ to })} />
      </FilterBar>
      <DataTable
        caption={t('admin:audit.title')}
        rows={list.items}
        rowKey={(entry) => entry.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('admin:audit.empty'), icon: <ScrollText size={28} aria-hidden="true" /> }}
        columns={[
          { key: 'when', header: t('admin:audit.when'), cell: (entry) => dates.dateTime(entry.createdAt) },
          { key: 'who', header: t('admin:audit.who'), cell: (entry) => entry.user?.name ?? t('admin:audit.unknownUser', { email: entry.email ?? '?' }) },
          { key: 'action', header: t('admin:audit.action'), cell: (entry) => auditActionLabel(t, entry.action) },
          { key: 'subject', header: t('admin:audit.subject'), cell: (entry) => entry.subjectLabel ?? '—', hideBelow: 'md' },
          {
            key: 'changes',
            header: t('admin:audit.changes'),
            hideBelow: 'md',
            cell: (entry) => {
              const lines = changeLines(entry.changes);
              return lines.length === 0 ? '—' : (
                <ul className={css({ listStyle: 'none', p: 0, m: 0, fontSize: 'sm', wordBreak: 'break-word' })}>
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              );
            },
          },
          { key: 'ip', header: t('admin:audit.address'), cell: (entry) => entry.ip, hideBelow: 'lg' },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default AuditLogRoute;
