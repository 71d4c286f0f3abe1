import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { input } from '../../../styled-system/recipes/index.mjs';
import { CalendarPopover } from './CalendarPopover.tsx';
import { Field } from './Field.tsx';
import { useDateFormat } from './useDateFormat.ts';
import { useTypedDateTime } from './useTypedDateTime.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import type { DateTimeMode } from './wireDateTime.ts';

export type DateTimeFieldProps = {
  label: ReactNode;
  /** Wire format: `YYYY-MM-DD HH:mm:ss` (datetime) or `YYYY-MM-DD` (date). */
  value: string | null;
  onValueChange: (value: string | null) => void;
  mode?: DateTimeMode;
  min?: string;
  max?: string;
  hint?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** The time may be left empty: the value is then the day alone (`YYYY-MM-DD`) rather than midnight. */
  timeOptional?: boolean;
};

/**
 * A date (and time) typed in the app language, `24/11/2026` and `16:00`, whatever the browser's language:
 * native date inputs follow the browser (`11/22/2026, 04:00 PM` in an Italian UI), so these are text inputs that
 * parse what is typed (dateFormat.ts), refuse what is not a calendar value with a message, and offer a calendar.
 * The value stays the wall-clock wire text, never a Date.
 */
export const DateTimeField = ({ label, value, onValueChange, mode = 'datetime', min, max, hint, errors = [], required, disabled, id, name, timeOptional = false }: DateTimeFieldProps) => {
  const { t } = useTranslation('ui');
  const dates = useDateFormat();
  const typed = useTypedDateTime({ value, mode, language: dates.language, onValueChange, timeOptional });
  const [open, setOpen] = useState(false);
  const ownErrors = [typed.dateInvalid ? t('dateField.invalidDate') : null, typed.timeInvalid ? t('dateField.invalidTime') : null].filter((text): text is string => text !== null);
  return (
    <Field label={label} hint={hint} errors={[...errors, ...ownErrors]} required={required} id={id}>
      {(control) => {
        const formatId = `${control.id}-format`;
        const describedBy = [control['aria-describedby'], formatId].filter(Boolean).join(' ');
        return (
          <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
            <VisuallyHidden id={formatId}>{mode === 'date' ? t('dateField.format') : t('dateField.formatDateTime')}</VisuallyHidden>
            <input
              {...control}
              aria-describedby={describedBy}
              aria-invalid={typed.dateInvalid || errors.length > 0 || undefined}
              type="text"
              name={name}
              disabled={disabled}
              autoComplete="off"
              placeholder={dates.datePlaceholder}
              value={typed.dateText}
              onChange={(event) => typed.changeDate(event.target.value)}
              onBlur={typed.leaveDate}
              onKeyDown={(event) => {
                // The calendar opens from the keyboard too, as in native date inputs.
                if (event.altKey && event.key === 'ArrowDown') {
                  event.preventDefault();
                  setOpen(true);
                }
              }}
              className={`${input()} ${css({ flex: '1 1 8rem', minW: '8rem', maxW: '11rem', fontVariantNumeric: 'tabular-nums' })}`}
            />
            {mode === 'datetime' ? (
              <>
                <VisuallyHidden id={`${control.id}-time-word`}>{t('dateField.time')}</VisuallyHidden>
                <input
                  id={`${control.id}-time`}
                  aria-labelledby={`${control.id}-label ${control.id}-time-word`}
                  aria-describedby={describedBy}
                  aria-invalid={typed.timeInvalid || undefined}
                  type="text"
                  name={name ? `${name}-time` : undefined}
                  disabled={disabled}
                  autoComplete="off"
                  inputMode="numeric"
                  maxLength={5}
                  placeholder={dates.timePlaceholder}
                  value={typed.timeText}
                  onChange={(event) => typed.changeTime(event.target.value)}
                  onBlur={typed.leaveTime}
                  className={`${input()} ${css({ flex: '0 0 5.5rem', w: '5.5rem', fontVariantNumeric: 'tabular-nums' })}`}
                />
              </>
            ) : null}
            <CalendarPopover value={typed.day} onPick={typed.pickDay} language={dates.language} open={open} onOpenChange={setOpen} min={min} max={max} disabled={disabled} />
          </div>
        );
      }}
    </Field>
  );
};
