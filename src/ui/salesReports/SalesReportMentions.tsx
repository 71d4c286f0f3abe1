import ClipboardList from 'lucide-react/icons/clipboard-list';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { SalesReport } from '../../api/salesReports.ts';
import type { PagedListLogic } from '../../machines/generic/pagedList.logic.ts';
import type { ListFilters } from '../../machines/generic/pagedList.machine.ts';
import { DataList } from '../components/DataList.tsx';
import { errorTagText } from '../components/messageText.ts';
import { Pagination } from '../components/Pagination.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';

export type SalesReportMentionsProps = {
  label: string;
  /** The reports that mention a record (e.g. salesReports.logic.ts's `materialMentions`), for the record `recordId`. */
  list: PagedListLogic<SalesReport, ListFilters, number>;
  recordId: number;
};

/** Tab "sales-reports" of a material or an interest: the reports that mention it, newest first. */
export const SalesReportMentions = ({ label, list: mentions, recordId }: SalesReportMentionsProps) => {
  const { t } = useTranslation(['salesReports', 'common']);
  const dates = useDateFormat();
  const list = usePagedList(mentions, {}, { context: recordId });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <DataList
        label={label}
        items={list.items}
        itemKey={(report) => report.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        errorTag={list.errorTag}
        empty={{ message: t('salesReports:mentions.empty'), icon: <ClipboardList size={28} aria-hidden="true" /> }}
        renderItem={(report) => (
          <div className={css({ display: 'flex', alignItems: 'baseline', gap: '2', justifyContent: 'space-between', flexWrap: 'wrap' })}>
            <Link href={`/sales-reports/${report.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
              {report.summary}
            </Link>
            <span className={css({ color: 'muted', fontSize: 'sm' })}>
              {report.profile.name} · {dates.date(report.date)}
            </span>
          </div>
        )}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};
