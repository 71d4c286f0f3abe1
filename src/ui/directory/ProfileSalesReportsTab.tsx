import ClipboardList from 'lucide-react/icons/clipboard-list';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { profileSalesReportsList } from '../../machines/records/profiles.logic.ts';
import { DataList } from '../components/DataList.tsx';
import { errorTagText } from '../components/messageText.ts';
import { Pagination } from '../components/Pagination.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { authorName } from '../components/authorName.ts';

/** The new-report form with this profile already chosen (the create route reads `profileId` and `profileName`). */
export const newReportHref = (profileId: number, profileName: string): string => `/sales-reports/create?${new URLSearchParams({ profileId: String(profileId), profileName }).toString()}`;

/**
 * Sub-tab "sales_reports": the profile's sales reports, each linking to its own screen, dates in the reader's
 * format; "New sales report" opens the form on this profile (after a visit, the report starts where the customer is).
 */
export const ProfileSalesReportsTab = ({ profileId, profileName }: { profileId: number; profileName: string }) => {
  const { t } = useTranslation(['directory', 'common']);
  const dates = useDateFormat();
  const canCreate = usePermission('sales-reports.create');
  const list = usePagedList(profileSalesReportsList, {}, { context: profileId });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {canCreate ? (
        <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
          <Link href={newReportHref(profileId, profileName)} className={button({ variant: 'secondary' })}>
            <Plus size={16} aria-hidden="true" />
            {t('directory:salesReports.create')}
          </Link>
        </div>
      ) : null}
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
              {dates.date(report.date)} · {authorName(report.user, t)}
            </span>
          </div>
        )}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};
