import Mail from 'lucide-react/icons/mail';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { SentMailStatus } from '../../api/outbox.ts';
import { sentMailsList } from '../../machines/records/settings.logic.ts';
import { DataTable } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { errorTagText } from '../components/messageText.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { Select } from '../components/Select.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { MailServerReply } from './MailServerReply.tsx';
import { isMailStatus, MAIL_STATUS_TONES, MAIL_STATUSES } from './mailStatus.ts';

const ALL = 'all';

const linkStyle = css({ color: 'accent.fg', textDecoration: 'underline', textUnderlineOffset: '2px', wordBreak: 'break-word' });

/** settings/mail: every mail the tenant sent or tried, newest first, with its status and the mail server's reason. */
const MailLogRoute = () => {
  const { t } = useTranslation(['settings', 'common']);
  const dates = useDateFormat();
  const list = usePagedList(sentMailsList);
  const statusLabel = (status: SentMailStatus) => t(`settings:mail.status.${status}`);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('settings:mail.title')}
        description={t('settings:mail.description')}
        actions={<ExportMenu list="mail-log" query={list.filters.status ? { status: list.filters.status } : {}} fileName={t('settings:mail.title')} />}
      />
      <FilterBar label={t('settings:mail.filters')}>
        <Select
          label={t('settings:mail.statusFilter')}
          options={[{ value: ALL, label: t('settings:mail.allStatuses') }, ...MAIL_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))]}
          value={list.filters.status ?? ALL}
          onValueChange={(value) => list.filter({ status: isMailStatus(value) ? value : null })}
        />
      </FilterBar>
      <DataTable
        caption={t('settings:mail.title')}
        rows={list.items}
        rowKey={(mail) => mail.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{ message: list.filters.status ? t('common:states.emptySearch') : t('settings:mail.empty'), icon: <Mail size={28} aria-hidden="true" /> }}
        columns={[
          { key: 'when', header: t('settings:mail.when'), cell: (mail) => dates.dateTime(mail.queuedAt) },
          {
            key: 'subject',
            header: t('settings:mail.subject'),
            cell: (mail) => (
              <Link href={`/settings/mail/${mail.id}`} className={linkStyle}>
                {mail.subject}
              </Link>
            ),
          },
          { key: 'to', header: t('settings:mail.to'), cell: (mail) => <span className={css({ wordBreak: 'break-all' })}>{mail.to}</span>, hideBelow: 'md' },
          {
            key: 'status',
            header: t('settings:mail.statusHeader'),
            cell: (mail) => (
              <span className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
                <StatusBadge status={mail.status} tones={MAIL_STATUS_TONES} label={statusLabel(mail.status)} />
                {mail.status === 'failed' && mail.error ? <MailServerReply reply={mail.error} /> : null}
              </span>
            ),
          },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default MailLogRoute;
