import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { NewsletterGroup, NewsletterRecipient, NewsletterRecipientStatus } from '../../api/newsletter.ts';
import { newsletterRecipientsExport, newsletterRecipientsList } from '../../machines/records/newsletter.logic.ts';
import { Button } from '../components/Button.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { notify } from '../components/notify.ts';
import { errorTagText } from '../components/messageText.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { Select } from '../components/Select.tsx';
import { TextField } from '../components/TextField.tsx';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { RecipientEditDialog } from './RecipientEditDialog.tsx';
import { recipientCountry, recipientWho } from './recipientEdit.ts';
import { RecipientStatusBadge } from './RecipientStatusBadge.tsx';
import { SubscriptionPanel } from './SubscriptionPanel.tsx';

const STATUSES: readonly NewsletterRecipientStatus[] = ['OPTIN', 'PENDING', 'OPTOUT'];
const ALL = 'all';

/** Who the selected recipient is: a new one to add, or one of the list's by id (its panel restarts per choice). */
type Selection = { readonly kind: 'new'; readonly key: number } | { readonly kind: 'recipient'; readonly recipient: NewsletterRecipient };

/** The list's recipients tab: status and search filters, and the subscription panel of the chosen one. */
export const RecipientsTab = ({ listId, groups }: { listId: number; groups: readonly NewsletterGroup[] }) => {
  const { t } = useTranslation(['newsletter', 'common', 'ui']);
  const canCreate = usePermission('recipients.create');
  const canUpdate = usePermission('recipients.update');
  const [selection, setSelection] = useState<Selection | null>(null);
  const [editing, setEditing] = useState<NewsletterRecipient | null>(null);
  const list = usePagedList(newsletterRecipientsList, {}, { context: listId });
  const filtered = Boolean(list.filters.search || list.filters.status);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {canCreate ? (
        <div>
          <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => setSelection({ kind: 'new', key: Date.now() })}>
            {t('newsletter:recipients.add')}
          </Button>
        </div>
      ) : null}
      {selection ? (
        <SubscriptionPanel
          key={selection.kind === 'new' ? `new-${selection.key}` : `r-${selection.recipient.idRecipient}`}
          listId={listId}
          groups={groups}
          recipient={selection.kind === 'new' ? null : selection.recipient}
          canChange={selection.kind === 'new' ? canCreate : canUpdate}
          onChanged={() => list.reload()}
        />
      ) : null}
      <div>
        <ExportMenu command={newsletterRecipientsExport} filter={{ listId, filters: list.filters }} fileName={t('newsletter:recipients.title')} />
      </div>
      <FilterBar label={t('newsletter:recipients.filters')}>
        <TextField label={t('common:actions.search')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search })} />
        <Select
          label={t('newsletter:fields.status')}
          options={[{ value: ALL, label: t('newsletter:recipients.allStatuses') }, ...STATUSES.map((status) => ({ value: status, label: t(`newsletter:status.${status}`) }))]}
          value={list.filters.status ?? ALL}
          onValueChange={(value) => list.filter({ status: STATUSES.find((status) => status === value) ?? null })}
        />
      </FilterBar>
      <DataTable
        caption={t('newsletter:recipients.title')}
        rows={list.items}
        rowKey={(item) => item.idRecipient}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        errorTag={list.errorTag}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('newsletter:recipients.empty'), icon: <Users size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'email',
            header: t('newsletter:fields.email'),
            cell: (item) => {
              const who = recipientWho(item);
              return (
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0 })}>
                  <button
                    type="button"
                    aria-label={t('newsletter:recipients.manage', { email: item.Email })}
                    onClick={() => setSelection({ kind: 'recipient', recipient: item })}
                    className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline', cursor: 'pointer', wordBreak: 'break-all', textAlign: 'start' })}
                  >
                    {item.Email}
                  </button>
                  {/* Who it is, under the address: the one column that stays at 360 px says it too. */}
                  {who.name !== null || who.company !== null ? (
                    <span className={css({ textStyle: 'small', color: 'muted', overflowWrap: 'anywhere' })}>{[who.name, who.company].filter((part) => part !== null).join(' · ')}</span>
                  ) : null}
                </div>
              );
            },
          },
          { key: 'country', header: t('newsletter:fields.country'), cell: (item) => recipientCountry(item) ?? '—', hideBelow: 'md' },
          { key: 'status', header: t('newsletter:fields.status'), cell: (item) => <RecipientStatusBadge status={item.Status} /> },
          ...(canUpdate
            ? [
                {
                  key: 'actions',
                  header: t('newsletter:recipients.actions'),
                  cell: (item: NewsletterRecipient) => (
                    <IconButton aria-label={t('newsletter:recipients.edit', { email: item.Email })} icon={<Pencil size={16} />} onClick={() => setEditing(item)} />
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing ? (
        <RecipientEditDialog
          key={editing.idRecipient}
          listId={listId}
          recipient={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify.success(t('common:notices.updated', { name: t('newsletter:recipients.entity') }));
            list.reload();
          }}
        />
      ) : null}
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};
