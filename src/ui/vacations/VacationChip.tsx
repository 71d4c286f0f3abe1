import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { Vacation } from '../../api/vacations.ts';
import { textOn } from '../../domain/textOn.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { periodText } from '../components/vacations/vacationPeriod.ts';
import { chipLook, type ChipLook } from '../components/vacations/vacationStatus.ts';

const MARKS: Readonly<Record<ChipLook['mark'], typeof Check>> = { pending: Clock, approved: Check, rejected: X };

/**
 * One request on the leave calendar, painted as its calendar event is (grey while pending, the type's colour once
 * approved: spec §9), text in black or white for contrast; a rejected one is outlined, struck through and crossed
 * (chipLook), never filled like an approved one. Each status has its own icon, and the name says it in words. Compact in a grid cell (time and type), full in the
 * list; the link's name always says who, what, when and the status.
 */
export const VacationChip = ({ vacation, compact, focusable = true }: { vacation: Vacation; compact: boolean; focusable?: boolean }) => {
  const { t } = useTranslation(['vacations', 'common']);
  const dates = useDateFormat();
  const look = chipLook(vacation);
  const colour = look.fill ?? look.outline ?? '';
  const Mark = MARKS[look.mark];
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
      data-look={look.fill ? 'filled' : 'outlined'}
      aria-label={t('vacations:calendar.chip', { type, name: vacation.user.name, period, status })}
      title={`${type} · ${vacation.user.name} · ${period} · ${status}`}
      style={look.fill ? { backgroundColor: look.fill, color: textOn(look.fill) } : { borderColor: look.outline ?? undefined }}
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
        textDecoration: look.struck ? 'line-through' : 'none',
        // Outlined: the page's own background and text, so its contrast holds in both themes.
        ...(look.fill ? {} : { bg: 'surface', color: 'text', borderWidth: '2px', borderStyle: 'dashed' }),
        _hover: { textDecoration: look.struck ? 'line-through underline' : 'underline' },
        _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
      })}
    >
      <Mark size={12} aria-hidden="true" className={css({ display: 'inline', verticalAlign: '-1px', me: '1' })} />
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
