import CalendarCheck from 'lucide-react/icons/calendar-check';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import Printer from 'lucide-react/icons/printer';
import ShieldOff from 'lucide-react/icons/shield-off';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { VacationReport } from '../../api/vacations.ts';
import { vacationReport, vacationReportExcel } from '../../machines/records/vacations.logic.ts';
import { addMonths, monthOf } from '../../domain/monthGrid.ts';
import { formatNumber } from '../../domain/numberFormat.ts';
import { Button } from '../components/Button.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { saveBlob } from '../components/saveBlob.ts';
import { notify } from '../components/notify.ts';
import { useCommand } from '../components/useCommand.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { todayIn } from '../../domain/todayIn.ts';
import { useTimeZone } from '../components/useTimeZone.ts';
import { useManagesLeave } from './useManagesLeave.ts';
import { useRemoteValue } from '../components/useRemoteValue.ts';

type Hours = VacationReport['totals'];
const COLUMNS = ['vacation', 'permission', 'exHoliday', 'other'] as const;
const KIND_KEYS: Readonly<Record<(typeof COLUMNS)[number], string>> = { vacation: 'vacation', permission: 'permission', exHoliday: 'ex_holiday', other: 'other' };

const MONTH = /^(20\d{2}|2100)-(0[1-9]|1[0-2])$/;

const cell = css({ px: '2', py: '1', textAlign: 'end', fontVariantNumeric: 'tabular-nums', borderBottom: '1px solid', borderColor: 'border' });

/**
 * vacations/report: the month's leave for the payroll consultant (issue 30) — per person and working day the hours by
 * kind, with totals, as the server counts them (holidays cost nothing); downloadable as Excel and printable (the
 * page's own print layout: the controls hide). Only for those who manage leave; others read why, with no report.
 */
const VacationReportRoute = () => {
  const { t, i18n } = useTranslation(['vacations', 'common']);
  const dates = useDateFormat();
  const managesLeave = useManagesLeave();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('month') ?? '';
  const thisMonth = todayIn(useTimeZone()).slice(0, 7);
  const month = MONTH.test(asked) ? asked : thisMonth;
  const reading = useRemoteValue(vacationReport, managesLeave ? month : null);
  // A month being read shows "loading", not the month before.
  const report = reading.loading || reading.failed ? null : reading.value;
  const excel = useCommand(vacationReportExcel, {
    onDone: (_, file) => saveBlob(file.blob, file.fileName ?? `report-ferie-${month}.xlsx`),
    onFailed: () => notify.error(t('vacations:excel.failed')),
  });
  const hours = (value: string) => formatNumber(value, i18n.language);
  const monthName = dates.month(`${month}-01`);
  // The month is chosen in the reader's words (a native month input speaks the browser's language, and some browsers
  // show it as a bare text box), one step at a time as in the leave calendar; the address keeps it.
  const show = (next: string) => navigate(`/vacations/report?month=${next}`, { replace: true });
  const step = (delta: number) => {
    const next = addMonths(monthOf(`${month}-01`), delta);
    show(`${next.year}-${String(next.month).padStart(2, '0')}`);
  };
  const title = t('vacations:report.title', { month: monthName });
  const row = (label: string, h: Hours, strong: boolean, key: string) => (
    <tr key={key} className={strong ? css({ fontWeight: '700' }) : undefined}>
      <th scope="row" className={css({ px: '2', py: '1', textAlign: 'start', fontWeight: 'inherit', borderBottom: '1px solid', borderColor: 'border' })}>
        {label}
      </th>
      {COLUMNS.map((c) => (
        <td key={c} className={cell}>
          {hours(h[c])}
        </td>
      ))}
      <td className={cell}>{hours(h.total)}</td>
    </tr>
  );
  if (!managesLeave) {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <PageHeader title={t('vacations:report.open')} breadcrumbs={[{ label: t('vacations:list.title'), href: '/vacations' }, { label: t('vacations:report.open') }]} />
        <EmptyState icon={<ShieldOff size={28} aria-hidden="true" />} message={t('vacations:report.denied')} />
      </div>
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('vacations:list.title'), href: '/vacations' }, { label: t('vacations:report.open') }]}
        actions={
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' }, { _print: { display: 'none' } })}>
            <Button variant="secondary" icon={<FileSpreadsheet size={16} aria-hidden="true" />} loading={excel.running} onClick={() => excel.run(month)}>
              {t('vacations:report.excel')}
            </Button>
            <Button variant="secondary" icon={<Printer size={16} aria-hidden="true" />} onClick={() => window.print()}>
              {t('vacations:report.print')}
            </Button>
          </div>
        }
      />
      <div role="group" aria-label={t('vacations:report.month')} className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' }, { _print: { display: 'none' } })}>
        <IconButton aria-label={t('vacations:calendar.previous')} icon={<ChevronLeft size={18} aria-hidden="true" />} onClick={() => step(-1)} />
        <p aria-live="polite" data-testid="report-month" className={css({ fontWeight: '700', textTransform: 'capitalize', minW: '0' })}>
          {monthName}
        </p>
        <IconButton aria-label={t('vacations:calendar.next')} icon={<ChevronRight size={18} aria-hidden="true" />} onClick={() => step(1)} />
        {month === thisMonth ? null : (
          <Button size="sm" variant="ghost" icon={<CalendarCheck size={14} aria-hidden="true" />} onClick={() => show(thisMonth)}>
            {t('vacations:calendar.thisMonth')}
          </Button>
        )}
      </div>
      {reading.failed ? (
        <ErrorState errorTag={reading.errorTag === 'Forbidden' ? null : reading.errorTag} message={reading.errorTag === 'Forbidden' ? t('vacations:report.denied') : undefined} />
      ) : report === null ? (
        <p role="status" className={css({ color: 'muted' })}>
          {t('vacations:report.loading')}
        </p>
      ) : report.people.length === 0 ? (
        <EmptyState message={t('vacations:report.empty')} />
      ) : (
        <div className={css({ overflowX: 'auto', position: 'relative' })}>
          <table data-testid="vacation-report" className={css({ w: 'full', borderCollapse: 'collapse', minW: '36rem' })}>
            <caption className={css({ srOnly: true })}>{title}</caption>
            <thead>
              <tr>
                <th scope="col" className={css({ px: '2', py: '1', textAlign: 'start' })}>
                  {t('vacations:report.date')}
                </th>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className={css({ px: '2', py: '1', textAlign: 'end' })}>
                    {t(`vacations:kinds.${KIND_KEYS[c]}`)}
                  </th>
                ))}
                <th scope="col" className={css({ px: '2', py: '1', textAlign: 'end' })}>
                  {t('vacations:report.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.people.map((p) => (
                <Fragment key={p.user.id}>
                  <tr>
                    <th scope="colgroup" colSpan={6} className={css({ px: '2', pt: '3', pb: '1', textAlign: 'start', fontWeight: '700' })}>
                      {p.user.name}
                    </th>
                  </tr>
                  {p.days.map((d) => row(dates.date(d.date), d.hours, false, `${p.user.id}-${d.date}`))}
                  {row(`${t('vacations:report.total')} ${p.user.name}`, p.totals, true, `${p.user.id}-total`)}
                </Fragment>
              ))}
              {row(t('vacations:report.monthTotal'), report.totals, true, 'month-total')}
            </tbody>
          </table>
        </div>
      )}
      {report !== null && report.holidays.length > 0 ? (
        <section aria-labelledby="report-holidays" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <h2 id="report-holidays" className={css({ fontWeight: '600' })}>
            {t('vacations:report.holidays')}
          </h2>
          <ul className={css({ listStyle: 'none', p: '0', m: '0' })}>
            {report.holidays.map((h) => (
              <li key={h.date}>
                {dates.date(h.date)} · {t(`vacations:holidays.names.${h.key}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
};

export default VacationReportRoute;
