import Plus from 'lucide-react/icons/plus';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { rolesQuery } from '../../machines/records/adminQueries.ts';
import { rolesList } from '../../machines/records/roles.logic.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { Badge } from '../components/Badge.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { errorTagText } from '../components/messageText.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { roleText } from '../components/roleText.ts';
import { Switch } from '../components/Switch.tsx';
import { TextField } from '../components/TextField.tsx';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { ROLES_ADDRESS } from './adminListAddress.ts';


/** settings/roles: search and the `exclude_admin` filter (spec §6). */
const RolesListRoute = () => {
  const { t } = useTranslation(['admin', 'common']);
  const canCreate = usePermission('roles.create');
  const canUpdate = usePermission('roles.update');
  const list = usePagedList(rolesList, {}, { address: ROLES_ADDRESS });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('admin:roles.title')}
        actions={
          <>
            <ExportMenu list="roles" query={rolesQuery(list.filters)} fileName={t('admin:roles.title')} />
            {canCreate ? (
              <Link href="/roles/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('admin:roles.create')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <FilterBar label={t('admin:roles.title')}>
        <TextField label={t('common:actions.search')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search })} />
        <Switch label={t('admin:roles.excludeAdmin')} checked={list.filters.excludeAdmin ?? false} onCheckedChange={(excludeAdmin) => list.filter({ excludeAdmin: excludeAdmin || undefined })} />
      </FilterBar>
      <DataTable
        caption={t('admin:roles.title')}
        rows={list.items}
        rowKey={(role) => role.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{ message: list.filters.search ? t('common:states.emptySearch') : t('admin:roles.empty'), icon: <ShieldCheck size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'label',
            header: t('admin:fields.label'),
            cell: (role) =>
              canUpdate ? (
                <Link href={`/roles/${role.id}/edit`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                  {roleText(t, role)}
                </Link>
              ) : (
                roleText(t, role)
              ),
          },
          { key: 'name', header: t('admin:fields.roleName'), cell: (role) => <code>{role.name}</code>, hideBelow: 'sm' },
          { key: 'builtIn', header: t('admin:fields.builtIn'), cell: (role) => (role.builtIn ? <Badge tone="info">{t('admin:fields.builtIn')}</Badge> : '—'), hideBelow: 'md' },
          { key: 'users', header: t('admin:fields.usersCount'), cell: (role) => role.usersCount, align: 'end' },
          { key: 'permissions', header: t('admin:fields.permissions'), cell: (role) => role.permissions.length, align: 'end', hideBelow: 'md' },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default RolesListRoute;
