import ClipboardList from 'lucide-react/icons/clipboard-list';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { profileSalesReportsList } from '../../machines/records/profiles.logic.ts';
import { DataList } from '../components/DataList.tsx';
import { errorTagText } from '../components/messageText.ts';
import { Pagination } from '../components/Pagination.tsx';
import { usePagedList } from '../components/usePagedList.ts';

/** Sub-tab "sales_reports": the profile's sales reports, each linking to its own screen. */
export const ProfileSalesReportsTab = ({ profileId }: { profileId: number }) => {
  const { t } = useTranslation(['directory', 'common']);
  const list = usePagedList(profileSalesReportsList, {}, { context: profileId });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <DataList
        label={t('directory:tabs.salesReports')}
        items={list.items}
        itemKey={(report) => report.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{ message: t('directory:salesReports.empty'), icon: <ClipboardList size={28} aria-hidden="true" /> }}
        renderItem={(report) => (
          <div className={css({ display: 'flex', gap: '2', justifyContent: 'space-between', flexWrap: 'wrap' })}>
            <Link href={`/sales-reports/${report.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
              {report.summary}
            </Link>
            <span className={css({ color: 'muted' })}>
              {report.date} · {report.user.name}
            </span>
          </div>
        )}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};
