import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { Vacation } from '../../api/vacations.ts';
import { textOn } from '../calendar/scheduleXEvents.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { periodText } from './vacationPeriod.ts';
import { vacationColour } from './vacationStatus.ts';

/**
 * One request on the leave calendar, painted as its calendar event is (grey while pending, the type's colour once
 * approved: spec §9; a rejected one struck through), text in black or white for contrast. Compact in a grid cell (time and type), full in the
 * list; the link's name always says who, what, when and the status.
 */
export const VacationChip = ({ vacation, compact, focusable = true }: { vacation: Vacation; compact: boolean; focusable?: boolean }) => {
  const { t } = useTranslation(['vacations', 'common']);
  const dates = useDateFormat();
  const colour = vacationColour(vacation);
  const type = t(`common:eventTypes.${vacation.type}`);
  const period = periodText(dates, vacation);
  const status = t(`vacations:statuses.${vacation.status}`);
  return (
    <Link
      href={`/vacations/${vacation.id}/edit`}
      tabIndex={focusable ? undefined : -1}
      data-testid="calendar-event"
      data-vacation-id={vacation.id}
      data-colour={colour}
      data-status={vacation.status}
      aria-label={t('vacations:calendar.chip', { type, name: vacation.user.name, period, status })}
      title={`${type} · ${vacation.user.name} · ${period} · ${status}`}
      style={{ backgroundColor: colour, color: textOn(colour) }}
      className={css({
        display: 'block',
        borderRadius: 'sm',
        px: '1.5',
        py: '0.5',
        textStyle: 'small',
        lineHeight: '1.3',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: compact ? 'nowrap' : 'normal',
        textDecoration: vacation.status === 'rejected' ? 'line-through' : 'none',
        _hover: { textDecoration: 'underline' },
        _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
      })}
    >
      {compact ? (
        <>
          {vacation.allDay ? null : <span className={css({ fontVariantNumeric: 'tabular-nums' })}>{dates.time(vacation.start)} </span>}
          {type} · {vacation.user.name}
        </>
      ) : (
        <>
          <span className={css({ fontWeight: '600' })}>
            {type} · {vacation.user.name}
          </span>
          <br />
          {period} · {status}
        </>
      )}
    </Link>
  );
};
