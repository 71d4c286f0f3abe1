import CalendarCheck from 'lucide-react/icons/calendar-check';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Palmtree from 'lucide-react/icons/tree-palm';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Vacation } from '../../api/vacations.ts';
import { vacationsOfMonth } from '../../machines/records/vacations.logic.ts';
import type { HolidayKey } from '../../domain/italianHolidays.ts';
import { addMonths, daysCovered, monthBounds, monthOf, monthWeeks, type YearMonth } from '../../domain/monthGrid.ts';
import { useNarrowScreen } from '../app/useNarrowScreen.ts';
import { Button } from '../components/Button.tsx';
import { DataList } from '../components/DataList.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useWeekStart } from '../components/useWeekStart.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { todayIn } from '../../domain/todayIn.ts';
import { weekdayNames } from '../../domain/weekdayNames.ts';
import { useTimeZone } from '../components/useTimeZone.ts';
import { VacationChip } from './VacationChip.tsx';
import { VacationLegend } from './VacationLegend.tsx';
import { VacationMonthGrid } from './VacationMonthGrid.tsx';
import { useHolidays } from '../components/useHolidays.ts';

/** A holiday's name under its day in the phone list. */
const HolidayNote = ({ holiday }: { holiday: HolidayKey | null }) => {
  const { t } = useTranslation(['vacations']);
  if (holiday === null) return null;
  return (
    <p data-holiday={holiday} className={css({ color: 'muted', fontStyle: 'italic' })}>
      {t('vacations:holidays.label', { name: t(`vacations:holidays.names.${holiday}`) })}
    </p>
  );
};

/** A month of leave is at most a few dozen requests; one page holds them. */
const MONTH_PAGE = 100;

/**
 * vacations/calendar (no menu entry, menu collapsed): the month as a grid of weeks from the user's first day of the
 * week, today marked, each request a chip in the colour of its calendar event (grey while pending, the type's colour
 * once approved: spec §9) on every day it covers. Below 640 px the grid becomes a list of the days with leave.
 */
const VacationCalendarRoute = () => {
  const { t } = useTranslation(['vacations', 'common']);
  const dates = useDateFormat();
  const narrow = useNarrowScreen();
  const headingId = useId();
  const today = todayIn(useTimeZone());
  const weekStart = useWeekStart();
  const holidayOf = useHolidays();
  const [month, setMonth] = useState<YearMonth>(() => monthOf(today));
  const [focused, setFocused] = useState(today);
  const list = usePagedList(vacationsOfMonth, {
    pageSize: MONTH_PAGE,
    filters: monthBounds(month),
  });
  const show = (next: YearMonth, day: string) => {
    setFocused(day);
    if (next.year === month.year && next.month === month.month) return;
    setMonth(next);
    list.filter(monthBounds(next));
  };
  const move = (delta: number) => {
    const next = addMonths(month, delta);
    show(next, monthBounds(next).from);
  };
  const bounds = monthBounds(month);
  const byDay = useMemo(() => {
    const days = new Map<string, Vacation[]>();
    for (const v of list.items) for (const day of daysCovered(v.start, v.end, bounds.from, bounds.to)) days.set(day, [...(days.get(day) ?? []), v]);
    return days;
  }, [list.items, bounds.from, bounds.to]);
  const names = weekdayNames(dates.language);
  const weekdays = Array.from({ length: 7 }, (_, i) => names[(weekStart + i) % 7] ?? '');
  // The formatter has no month-and-year form; the month's 1st at UTC noon names it in any zone.
  const monthName = dates.month(`${month.year}-${String(month.month).padStart(2, '0')}-01`);
  // On a phone the holidays are listed among the days with leave: they cost none, and say why.
  const monthHolidays = daysCovered(`${bounds.from} 00:00:00`, `${bounds.to} 23:59:59`, bounds.from, bounds.to).filter((d) => holidayOf(d) !== null);
  const leaveDays = [...new Set([...byDay.keys(), ...monthHolidays])].sort();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader title={t('vacations:calendar.title')} breadcrumbs={[{ label: t('vacations:list.title'), href: '/vacations' }, { label: t('vacations:calendar.title') }]} />
      <VacationLegend />
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <IconButton aria-label={t('vacations:calendar.previous')} icon={<ChevronLeft size={18} aria-hidden="true" />} onClick={() => move(-1)} />
        <h2 id={headingId} aria-live="polite" className={css({ fontWeight: '700', fontSize: 'lg', textTransform: 'capitalize', minW: '0' })}>
          {monthName}
        </h2>
        <IconButton aria-label={t('vacations:calendar.next')} icon={<ChevronRight size={18} aria-hidden="true" />} onClick={() => move(1)} />
        <Button size="sm" variant="ghost" icon={<CalendarCheck size={14} aria-hidden="true" />} onClick={() => show(monthOf(today), today)}>
          {t('vacations:calendar.thisMonth')}
        </Button>
      </div>
      {list.status === 'error' ? (
        <ErrorState onRetry={list.retry} errorTag={list.errorTag} />
      ) : narrow ? (
        <DataList
          label={monthName}
          items={leaveDays}
          itemKey={(day) => day}
          status={list.status}
          reloading={list.reloading}
          onRetry={list.retry}
          empty={{ message: t('vacations:calendar.empty'), icon: <Palmtree size={28} aria-hidden="true" /> }}
          renderItem={(day) => (
            <div data-day={day} data-today={day === today || undefined} className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
              <h3 className={css({ fontWeight: '600', textTransform: 'capitalize' })} aria-current={day === today ? 'date' : undefined}>
                {dates.dayLong(day)}
                {day === today ? ` · ${t('vacations:calendar.today')}` : ''}
              </h3>
              <HolidayNote holiday={holidayOf(day)} />
              {(byDay.get(day) ?? []).map((v) => (
                <VacationChip key={v.id} vacation={v} compact={false} />
              ))}
            </div>
          )}
        />
      ) : (
        <div aria-busy={list.status === 'loading' || list.reloading} className={css({ overflowX: 'auto', position: 'relative' })}>
          <VacationMonthGrid
            weeks={monthWeeks(month, weekStart)}
            weekdays={weekdays}
            today={today}
            byDay={byDay}
            focused={focused >= bounds.from && focused <= bounds.to ? focused : bounds.from}
            onFocusDay={(day) => show(monthOf(day), day)}
            labelledBy={headingId}
            holidayOf={holidayOf}
          />
          {list.status === 'ready' && list.items.length === 0 ? <p className={css({ color: 'muted', mt: '2' })}>{t('vacations:calendar.empty')}</p> : null}
        </div>
      )}
    </div>
  );
};

export default VacationCalendarRoute;
