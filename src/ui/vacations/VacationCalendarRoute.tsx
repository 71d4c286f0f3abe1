import { ChevronLeft, ChevronRight, Palmtree } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { listVacations, type Vacation } from '../../api/vacations.ts';
import { createPagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DataList } from '../components/DataList.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { periodText } from './vacationPeriod.ts';
import { vacationColour } from './vacationStatus.ts';
import { VacationStatusBadge } from './VacationStatusBadge.tsx';

type MonthFilters = { from?: string | null; to?: string | null };

const monthList = createPagedListMachine<Vacation, MonthFilters>();

const pad = (n: number) => String(n).padStart(2, '0');
const monthBounds = (year: number, month: number) => ({ from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}` });

/**
 * vacations/calendar (no menu entry, menu collapsed): a month of requests in time order, each painted with the
 * colour its calendar event has (grey while pending, the type's colour once decided: spec §9).
 */
const VacationCalendarRoute = () => {
  const { t } = useTranslation(['vacations', 'common']);
  const { client } = useApiClients();
  const dates = useDateFormat();
  const today = new Date();
  const [month, setMonth] = useState({ year: today.getFullYear(), month: today.getMonth() + 1 });
  const list = usePagedList(monthList, ({ filters }) => listVacations(client, { pageSize: 100, sort: 'start', ...(filters.from ? { from: filters.from } : {}), ...(filters.to ? { to: filters.to } : {}) }), {
    pageSize: 100,
    filters: monthBounds(month.year, month.month),
  });
  const move = (delta: number) => {
    const index = month.year * 12 + (month.month - 1) + delta;
    const next = { year: Math.floor(index / 12), month: (index % 12) + 1 };
    setMonth(next);
    list.filter(monthBounds(next.year, next.month));
  };
  const monthName = new Intl.DateTimeFormat(dates.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(month.year, month.month - 1, 1)));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader title={t('vacations:calendar.title')} description={t('vacations:calendar.legend')} breadcrumbs={[{ label: t('vacations:list.title'), href: '/vacations' }, { label: t('vacations:calendar.title') }]} />
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <IconButton aria-label={t('vacations:calendar.previous')} icon={<ChevronLeft size={18} aria-hidden="true" />} onClick={() => move(-1)} />
        <h2 aria-live="polite" className={css({ fontWeight: '700', fontSize: 'lg', textTransform: 'capitalize', minW: '0' })}>
          {monthName}
        </h2>
        <IconButton aria-label={t('vacations:calendar.next')} icon={<ChevronRight size={18} aria-hidden="true" />} onClick={() => move(1)} />
      </div>
      <DataList
        label={t('vacations:calendar.title')}
        items={list.items}
        itemKey={(v) => v.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        empty={{ message: t('vacations:calendar.empty'), icon: <Palmtree size={28} aria-hidden="true" /> }}
        renderItem={(v) => (
          <div data-testid="calendar-event" data-vacation-id={v.id} data-colour={vacationColour(v)} className={css({ display: 'flex', gap: '3', alignItems: 'stretch', minW: '0' })}>
            <span aria-hidden="true" style={{ backgroundColor: vacationColour(v) }} className={css({ w: '1.5', borderRadius: 'full', flexShrink: 0 })} />
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
              <Link href={`/vacations/${v.id}/edit`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {t(`common:eventTypes.${v.type}`)} · {v.user.name}
              </Link>
              <span className={css({ color: 'muted', textStyle: 'small' })}>{periodText(dates, v)}</span>
              <VacationStatusBadge vacation={v} />
            </div>
          </div>
        )}
      />
    </div>
  );
};

export default VacationCalendarRoute;
