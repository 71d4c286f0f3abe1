import Plus from 'lucide-react/icons/plus';
import Unlink from 'lucide-react/icons/unlink';
import UsersRound from 'lucide-react/icons/users-round';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { User } from '../../api/users.ts';
import { teamList, teamUnlink } from '../../machines/records/users.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { roleText } from '../components/roleText.ts';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { userOptions } from '../../machines/records/options.logic.ts';
import { TEAM_ADDRESS } from './adminListAddress.ts';



/** settings/related-users: a team leader's members (spec §6: a user with related users is a team leader). */
const RelatedUsersRoute = () => {
  const { t } = useTranslation(['admin', 'common']);
  const { client } = useApiClients();
  const canUpdate = usePermission('users.update');
  const list = usePagedList(teamList, {}, { address: TEAM_ADDRESS });
  const unlink = useConfirmAction(teamUnlink, {
    onDone: () => {
      notify.success(t('admin:related.unlinked'));
      list.reload();
    },
    onFailed: () => notify.error(t('admin:related.notUnlinked')),
  });
  const leaderId = list.filters.leaderId ? Number(list.filters.leaderId) : null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('admin:related.title')}
        actions={
          canUpdate ? (
            <Link href="/settings/related-users/create" className={button({ variant: 'primary' })}>
              <Plus size={16} aria-hidden="true" />
              <span>{t('admin:related.link')}</span>
            </Link>
          ) : null
        }
      />
      <FilterBar label={t('admin:related.title')}>
        <RemoteCombobox
          label={t('admin:fields.leader')}
          value={list.filters.leaderId ?? null}
          selectedLabel={list.filters.leaderName ?? null}
          onValueChange={(id, name) => list.filter({ leaderId: id, leaderName: name })}
          load={userOptions(client)}
        />
      </FilterBar>
      <DataTable
        caption={t('admin:fields.members')}
        rows={list.items}
        rowKey={(user) => user.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{ message: leaderId === null ? t('admin:related.chooseLeader') : t('admin:related.empty'), icon: <UsersRound size={28} aria-hidden="true" /> }}
        columns={[
          { key: 'name', header: t('admin:fields.member'), cell: (user) => user.name },
          { key: 'email', header: t('admin:fields.email'), cell: (user) => user.email, hideBelow: 'sm' },
          { key: 'role', header: t('admin:fields.role'), cell: (user) => roleText(t, user.role), hideBelow: 'md' },
          ...(canUpdate && leaderId !== null
            ? [
                {
                  key: 'unlink',
                  header: <span className={css({ srOnly: true })}>{t('admin:related.unlink')}</span>,
                  align: 'end' as const,
                  cell: (user: User) => (
                    <IconButton aria-label={`${t('admin:related.unlink')}: ${user.name}`} icon={<Unlink size={16} />} onClick={() => unlink.ask({ leaderId, member: user })} />
                  ),
                },
              ]
            : []),
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
      <ConfirmDialog
        {...unlink.dialog}
        destructive
        title={t('admin:related.unlinkTitle', { name: unlink.payload?.member.name ?? '' })}
        confirmLabel={t('admin:related.unlink')}
        error={unlink.errorTag ? errorTagText(t, unlink.errorTag) : undefined}
      />
    </div>
  );
};

export default RelatedUsersRoute;
