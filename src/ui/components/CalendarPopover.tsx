import { DatePicker, parseDate } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Language } from '../../domain/constants/languages.ts';
import { parseWallClock, formatWallClockDate } from '../../domain/dateTime.ts';
import { useWeekStart } from './useWeekStart.ts';

export type CalendarPopoverProps = {
  /** `YYYY-MM-DD` or null. */
  value: string | null;
  onPick: (day: string) => void;
  language: Language;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  min?: string | undefined;
  max?: string | undefined;
  disabled?: boolean | undefined;
};

// Dates read day first in both languages (see dateFormat.ts); the week starts on the user's first day (useWeekStart).
const CALENDAR_LOCALES: Readonly<Record<Language, string>> = { it: 'it-IT', en: 'en-GB' };

const toDateValue = (wire: string | null | undefined) => {
  const parts = wire ? parseWallClock(wire) : null;
  return parts ? parseDate(formatWallClockDate(parts)) : undefined;
};

const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '10',
  minH: '10',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'surface',
  color: 'text',
  cursor: 'pointer',
  _hover: { bg: 'surfaceHover' },
  _disabled: { opacity: 0.55, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

const dayCell = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  borderRadius: 'control',
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  _hover: { bg: 'surfaceHover' },
  '&[data-outside-range]': { color: 'muted' },
  '&[data-today]': { fontWeight: '700', textDecoration: 'underline' },
  '&[data-selected]': { bg: 'accent', color: 'accent.fg' },
  '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
});

/**
 * The calendar button beside a date field: Ark's DatePicker grid (arrows, Page Up/Down, Home/End, Enter, Escape)
 * in a popover. The typed text stays the field's value; the grid only helps pick a day.
 */
export const CalendarPopover = ({ value, onPick, language, open, onOpenChange, min, max, disabled }: CalendarPopoverProps) => {
  const { t } = useTranslation('ui');
  const weekStart = useWeekStart();
  const selected = toDateValue(value);
  const minValue = toDateValue(min);
  const maxValue = toDateValue(max);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <DatePicker.Root
      locale={CALENDAR_LOCALES[language]}
      startOfWeek={weekStart}
      value={selected ? [selected] : []}
      onValueChange={(details) => {
        const [day] = details.value;
        if (day) onPick(day.toString());
      }}
      open={open}
      onOpenChange={(details) => {
        onOpenChange(details.open);
        // Closed by picking a day or by Escape, the popover took focus away with it (to the page's body): a keyboard
        // user starts again from the top. Give it back to the button that opened it; a click elsewhere keeps its focus.
        if (!details.open) {
          requestAnimationFrame(() => {
            const active = document.activeElement;
            const lost = active === null || active === document.body || !active.isConnected || contentRef.current?.contains(active) === true;
            if (lost) triggerRef.current?.focus();
          });
        }
      }}
      {...(minValue ? { min: minValue } : {})}
      {...(maxValue ? { max: maxValue } : {})}
      disabled={disabled}
      positioning={{ placement: 'bottom-end' }}
      translations={{
        trigger: (isOpen) => (isOpen ? t('dateField.closeCalendar') : t('dateField.openCalendar')),
        content: t('dateField.calendar'),
        prevTrigger: () => t('dateField.previousMonth'),
        nextTrigger: () => t('dateField.nextMonth'),
      }}
      className={css({ display: 'contents' })}
    >
      <DatePicker.Trigger ref={triggerRef} className={iconButton}>
        <CalendarDays size={18} aria-hidden="true" />
      </DatePicker.Trigger>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content
            ref={contentRef}
            className={css({ bg: 'surface', color: 'text', borderWidth: '1px', borderColor: 'border', borderRadius: 'control', boxShadow: 'overlay', p: '2', zIndex: 'dropdown', maxW: 'calc(100vw - 1rem)' })}
          >
            <DatePicker.View view="day">
              <DatePicker.Context>
                {(picker) => (
                  <>
                    <DatePicker.ViewControl className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', mb: '1' })}>
                      <DatePicker.PrevTrigger className={iconButton}>
                        <ChevronLeft size={18} aria-hidden="true" />
                      </DatePicker.PrevTrigger>
                      <DatePicker.RangeText className={css({ fontWeight: '600', textTransform: 'capitalize' })} />
                      <DatePicker.NextTrigger className={iconButton}>
                        <ChevronRight size={18} aria-hidden="true" />
                      </DatePicker.NextTrigger>
                    </DatePicker.ViewControl>
                    <DatePicker.Table className={css({ borderCollapse: 'collapse' })}>
                      <DatePicker.TableHead>
                        <DatePicker.TableRow>
                          {picker.weekDays.map((weekDay) => (
                            <DatePicker.TableHeader key={weekDay.long} abbr={weekDay.long} className={css({ fontWeight: '500', color: 'muted', textStyle: 'small', h: '8' })}>
                              {weekDay.short}
                            </DatePicker.TableHeader>
                          ))}
                        </DatePicker.TableRow>
                      </DatePicker.TableHead>
                      <DatePicker.TableBody>
                        {picker.weeks.map((week) => (
                          <DatePicker.TableRow key={week[0]?.toString()}>
                            {week.map((day) => (
                              <DatePicker.TableCell key={day.toString()} value={day}>
                                <DatePicker.TableCellTrigger className={dayCell}>{day.day}</DatePicker.TableCellTrigger>
                              </DatePicker.TableCell>
                            ))}
                          </DatePicker.TableRow>
                        ))}
                      </DatePicker.TableBody>
                    </DatePicker.Table>
                  </>
                )}
              </DatePicker.Context>
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
};
