import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css/index.mjs';
import type { Vacation } from '../../api/vacations.ts';
import type { HolidayKey } from '../../domain/italianHolidays.ts';
import { addDays, addMonths, monthBounds, monthOf, type GridDay } from '../../domain/monthGrid.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { VacationChip } from './VacationChip.tsx';

type MonthGridProps = {
  readonly weeks: readonly (readonly GridDay[])[];
  /** Weekday names in the grid's column order. */
  readonly weekdays: readonly string[];
  readonly today: string;
  readonly byDay: ReadonlyMap<string, readonly Vacation[]>;
  /** The day holding the grid's one tab stop. */
  readonly focused: string;
  /** A key moved the focus to `day` (possibly in another month: the screen follows it). */
  readonly onFocusDay: (day: string) => void;
  readonly labelledBy: string;
  /** The tenant's holidays (they cost no leave): marked on their day. */
  readonly holidayOf?: (day: string) => HolidayKey | null;
};

/** The same day of another month, clamped to its last day (31 March → 30 April). */
const sameDayIn = (day: string, delta: number): string => {
  const target = addMonths(monthOf(day), delta);
  const { to } = monthBounds(target);
  const wanted = `${to.slice(0, 8)}${day.slice(8, 10)}`;
  return wanted > to ? to : wanted;
};

/**
 * The month as an ARIA grid (weeks × days): one tab stop on the focused day; arrows move by day and week, Home/End to
 * the week's ends, Page Up/Down by month; Tab from a day reaches its requests. Today is marked (aria-current).
 */
export const VacationMonthGrid = ({ weeks, weekdays, today, byDay, focused, onFocusDay, labelledBy, holidayOf = () => null }: MonthGridProps) => {
  const { t } = useTranslation(['vacations']);
  const dates = useDateFormat();
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  // Focus follows the keyboard only: the first render and month buttons leave it where it is.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, weeks]);
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-day]');
    // Keys inside a request link keep their usual meaning.
    if (!cell || event.target !== cell) return;
    const day = cell.dataset['day'] ?? focused;
    const column = weeks.flat().findIndex((d) => d.day === day) % 7;
    const next = (() => {
      switch (event.key) {
        case 'ArrowLeft':
          return addDays(day, -1);
        case 'ArrowRight':
          return addDays(day, 1);
        case 'ArrowUp':
          return addDays(day, -7);
        case 'ArrowDown':
          return addDays(day, 7);
        case 'Home':
          return addDays(day, -column);
        case 'End':
          return addDays(day, 6 - column);
        case 'PageUp':
          return sameDayIn(day, -1);
        case 'PageDown':
          return sameDayIn(day, 1);
        default:
          return null;
      }
    })();
    if (next === null) return;
    event.preventDefault();
    moved.current = true;
    onFocusDay(next);
  };
  return (
    <table ref={grid} role="grid" aria-labelledby={labelledBy} onKeyDown={onKeyDown} className={css({ w: 'full', tableLayout: 'fixed', borderCollapse: 'collapse' })}>
      <thead>
        <tr>
          {weekdays.map((name) => (
            <th key={name} scope="col" className={css({ textStyle: 'small', color: 'muted', fontWeight: '600', py: '1', textAlign: 'start', px: '1' })}>
              <abbr title={name} className={css({ textDecoration: 'none' })}>
                {name.slice(0, 3)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.day}>
            {week.map(({ day, inMonth }) => {
              const requests = inMonth ? (byDay.get(day) ?? []) : [];
              const isToday = day === today;
              const active = day === focused;
              const holiday = holidayOf(day);
              const holidayName = holiday === null ? null : t(`vacations:holidays.names.${holiday}`);
              return (
                <td
                  key={day}
                  role="gridcell"
                  data-day={day}
                  data-today={isToday || undefined}
                  data-holiday={holiday ?? undefined}
                  tabIndex={active ? 0 : -1}
                  aria-current={isToday ? 'date' : undefined}
                  aria-label={`${dates.dayLong(day)}${isToday ? `, ${t('vacations:calendar.today')}` : ''}${holidayName ? `, ${t('vacations:holidays.label', { name: holidayName })}` : ''}, ${t('vacations:calendar.count', { count: requests.length })}`}
                  className={cx(
                    css({
                      verticalAlign: 'top',
                      border: '1px solid',
                      borderColor: 'border',
                      p: '1',
                      h: '24',
                      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
                    }),
                    inMonth ? undefined : css({ bg: 'surfaceMuted', color: 'muted' }),
                    holiday !== null && inMonth ? css({ bg: 'surfaceMuted' }) : undefined,
                  )}
                >
                  <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
                    <span
                      aria-hidden="true"
                      className={cx(
                        css({ fontVariantNumeric: 'tabular-nums', textStyle: 'small', alignSelf: 'flex-start', px: '1', borderRadius: 'full' }),
                        isToday ? css({ bg: 'accent', color: 'accent.fg', fontWeight: '700' }) : undefined,
                      )}
                    >
                      {Number(day.slice(8, 10))}
                    </span>
                    {holidayName && inMonth ? (
                      <span aria-hidden="true" className={css({ textStyle: 'small', color: 'muted', fontStyle: 'italic', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
                        {holidayName}
                      </span>
                    ) : null}
                    {requests.map((v) => (
                      <VacationChip key={v.id} vacation={v} compact focusable={active} />
                    ))}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
