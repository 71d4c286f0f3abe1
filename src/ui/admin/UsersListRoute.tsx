import Plus from 'lucide-react/icons/plus';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { usersQuery } from '../../machines/records/adminQueries.ts';
import { usersList } from '../../machines/records/users.logic.ts';
import { USER_STATUSES, userStatusLabelKey } from '../../domain/statuses.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { errorTagText } from '../components/messageText.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { roleText } from '../components/roleText.ts';
import { Select } from '../components/Select.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { TextField } from '../components/TextField.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { roleNameOptions } from '../../machines/records/options.logic.ts';
import { USERS_ADDRESS } from './adminListAddress.ts';
import { USER_STATUS_TONES } from './userStatus.ts';

const ALL = 'all';


/** settings/users: search, role and status filters, 50 per page. */
const UsersListRoute = () => {
  const { t } = useTranslation(['admin', 'common']);
  const dates = useDateFormat();
  const { client } = useApiClients();
  const canCreate = usePermission('users.create');
  const canUpdate = usePermission('users.update');
  const list = usePagedList(usersList, {}, { address: USERS_ADDRESS });
  const filtered = Boolean(list.filters.search || list.filters.status || list.filters.role);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('admin:users.title')}
        actions={
          <>
            <ExportMenu list="users" query={usersQuery(list.filters)} fileName={t('admin:users.title')} />
            {canCreate ? (
              <Link href="/users/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('admin:users.invite')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <FilterBar label={t('admin:users.filters')}>
        <TextField label={t('common:actions.search')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search })} />
        <RemoteCombobox
          label={t('admin:fields.role')}
          value={list.filters.role ?? null}
          selectedLabel={list.filters.roleLabel ?? null}
          onValueChange={(role, roleLabel) => list.filter({ role, roleLabel })}
          load={roleNameOptions(client, (role) => roleText(t, role))}
        />
        <Select
          label={t('admin:fields.status')}
          options={[{ value: ALL, label: t('admin:users.allStatuses') }, ...USER_STATUSES.map((status) => ({ value: status, label: t(`common:${userStatusLabelKey(status)}`) }))]}
          value={list.filters.status ?? ALL}
          onValueChange={(value) => list.filter({ status: USER_STATUSES.find((status) => status === value) ?? null })}
        />
      </FilterBar>
      <DataTable
        caption={t('admin:users.title')}
        rows={list.items}
        rowKey={(user) => user.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('admin:users.empty'), icon: <Users size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'name',
            header: t('admin:fields.name'),
            cell: (user) =>
              canUpdate ? (
                <Link href={`/users/${user.id}/edit`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                  {user.name}
                </Link>
              ) : (
                user.name
              ),
          },
          { key: 'email', header: t('admin:fields.email'), cell: (user) => user.email, hideBelow: 'sm' },
          { key: 'role', header: t('admin:fields.role'), cell: (user) => roleText(t, user.role), hideBelow: 'md' },
          { key: 'lastLogin', header: t('admin:fields.lastLogin'), cell: (user) => dates.dateTime(user.lastLoginAt), hideBelow: 'lg' },
          { key: 'status', header: t('admin:fields.status'), cell: (user) => <StatusBadge status={user.status} tones={USER_STATUS_TONES} label={t(`common:${userStatusLabelKey(user.status)}`)} /> },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default UsersListRoute;
