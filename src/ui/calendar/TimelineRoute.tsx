import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { timelinePeople } from '../../machines/records/calendar.logic.ts';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useHolidays } from '../components/useHolidays.ts';
import { useRemoteValue } from '../components/useRemoteValue.ts';
import { useHere, withReturnPath } from '../components/returnPath.ts';
import { useTimeZone } from '../components/useTimeZone.ts';
import type { CalendarResource } from './calendarTypes.ts';
import { textOn } from '../../domain/textOn.ts';
import { addDaysTo, daysBetween, openingMonday, timelineRow } from './timelineDays.ts';
import { TimelineCompanies } from './TimelineCompanies.tsx';


type Loaded = { readonly state: 'loading' } | { readonly state: 'failed' } | { readonly state: 'ready'; readonly people: readonly CalendarResource[] };

const MAX_DAYS = 62;

/** calendar/timeline: people × days for a chosen range and companies (our own table: Schedule-X's is paid). */
const TimelineRoute = () => {
  const { t } = useTranslation(['calendar', 'common', 'vacations']);
  const dates = useDateFormat();
  const holidayOf = useHolidays();
  const here = useHere();
  const monday = openingMonday(useTimeZone());
  const [first, setFirst] = useState<string>(`${monday} 00:00:00`);
  const [last, setLast] = useState<string>(`${addDaysTo(monday, 13)} 00:00:00`);
  const [companies, setCompanies] = useState<readonly number[]>([]);
  const [version, setVersion] = useState(0);
  const firstDay = first.slice(0, 10);
  const lastDay = last.slice(0, 10) < firstDay ? firstDay : last.slice(0, 10) > addDaysTo(firstDay, MAX_DAYS - 1) ? addDaysTo(firstDay, MAX_DAYS - 1) : last.slice(0, 10);
  const days = daysBetween(firstDay, lastDay);
  const companyKey = companies.join(',');
  const people = useRemoteValue(timelinePeople, {
    start: `${firstDay} 00:00:00`,
    end: `${addDaysTo(lastDay, 1)} 00:00:00`,
    companyIds: companyKey === '' ? [] : companyKey.split(',').map(Number),
    reload: version,
  });
  const loaded: Loaded = people.failed ? { state: 'failed' } : people.value !== null ? { state: 'ready', people: people.value } : { state: 'loading' };
  const cell = css({ borderWidth: '1px', borderColor: 'border', p: '1', minW: '5.5rem', verticalAlign: 'top', textStyle: 'small' });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader title={t('calendar:timeline.title')} description={t('calendar:timeline.description')} breadcrumbs={[{ label: t('calendar:title'), href: '/calendar' }, { label: t('calendar:timeline.title') }]} />
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' } })}>
        <DateTimeField label={t('calendar:timeline.from')} name="from" mode="date" value={first} onValueChange={(v) => v !== null && setFirst(v)} />
        <DateTimeField label={t('calendar:timeline.to')} name="to" mode="date" value={last} onValueChange={(v) => v !== null && setLast(v)} />
        <TimelineCompanies value={companies} onChange={setCompanies} />
      </div>
      {loaded.state === 'failed' ? (
        <ErrorState onRetry={() => setVersion((v) => v + 1)} />
      ) : loaded.state === 'loading' ? (
        <Spinner label={t('common:states.loading')} />
      ) : loaded.people.length === 0 ? (
        <EmptyState message={t('calendar:timeline.empty')} />
      ) : (
        <div role="region" aria-label={t('calendar:timeline.title')} tabIndex={0} className={css({ overflowX: 'auto', position: 'relative', maxW: '100%' })}>
          <table className={css({ borderCollapse: 'collapse', minW: 'max-content' })}>
            <caption className={css({ textAlign: 'start', color: 'muted', textStyle: 'small', pb: '2' })}>
              {t('calendar:timeline.caption', { from: dates.date(`${firstDay} 00:00:00`), to: dates.date(`${lastDay} 00:00:00`) })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>{t('calendar:timeline.person')}</th>
                {days.map((day) => {
                  // Holidays (national and the tenant's patron saint) are not working days: shaded like weekends, and named.
                  const holiday = holidayOf(day);
                  const offDay = holiday !== null || new Date(`${day}T00:00:00Z`).getUTCDay() % 6 === 0;
                  return (
                    <th key={day} scope="col" className={cell} data-weekend={new Date(`${day}T00:00:00Z`).getUTCDay() % 6 === 0 ? 'true' : undefined} data-holiday={holiday ?? undefined} style={offDay ? { background: 'var(--colors-surface-muted)' } : undefined}>
                      {dates.day(`${day} 00:00:00`)}
                      {holiday !== null ? <span className={css({ display: 'block', fontWeight: '400', fontStyle: 'italic', textStyle: 'small' })}>{t(`vacations:holidays.names.${holiday}`)}</span> : null}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {loaded.people.map((person) => (
                <tr key={person.id}>
                  <th scope="row" className={cell}>{person.name}</th>
                  {timelineRow(person, days).map((c) => (
                    <td
                      key={c.day}
                      className={cell}
                      data-weekend={c.weekend ? 'true' : undefined}
                      style={c.background ? { background: c.background, color: textOn(c.background) } : c.weekend ? { background: 'var(--colors-surface-muted)' } : undefined}
                    >
                      <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '1' })}>
                        {c.events.map((e) => (
                          <li key={e.id}>
                            <Link href={withReturnPath(`/calendar/${e.calendarId}/events/${e.id}/edit`, here)} className={css({ color: 'inherit', textDecoration: 'underline' })}>
                              {e.summary?.trim() ? e.summary : e.typeDescription ?? t('common:events.untitled')}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
};

export default TimelineRoute;
