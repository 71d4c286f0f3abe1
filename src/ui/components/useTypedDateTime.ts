import { useState } from 'react';
import type { Language } from '../../domain/constants/languages.ts';
import { parseTypedDate, parseTypedTime } from '../../domain/dateFormat.ts';
import { formatDate, formatTime } from '../../domain/numericDateFormat.ts';
import type { DateTimeMode } from './wireDateTime.ts';

type Texts = { readonly date: string; readonly time: string };

type Options = {
  value: string | null;
  mode: DateTimeMode;
  language: Language;
  onValueChange: (value: string | null) => void;
  /** A date-time whose time may be left empty: the value is then the day alone (`YYYY-MM-DD`), not midnight. */
  timeOptional?: boolean;
};

const isDay = (value: string | null): boolean => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

const textsOf = (value: string | null, mode: DateTimeMode, language: Language, timeOptional = false): Texts => ({
  date: formatDate(value, language, ''),
  time: mode === 'datetime' && !(timeOptional && isDay(value)) ? formatTime(value, language, '') : '',
});

/** Wire value of the two texts; an empty time is midnight, or the day alone where the time is optional. `undefined` when a text is not a value. */
const wireOf = (texts: Texts, mode: DateTimeMode, language: Language, timeOptional = false): string | null | undefined => {
  if (texts.date.trim() === '' && texts.time.trim() === '') return null;
  const day = parseTypedDate(texts.date, language);
  if (day === null) return undefined;
  if (mode === 'date' || (timeOptional && texts.time.trim() === '')) return day;
  const time = texts.time.trim() === '' ? '00:00' : parseTypedTime(texts.time);
  return time === null ? undefined : `${day} ${time}:00`;
};

/**
 * The text state behind DateTimeField: what the user types stays as typed; a complete, real value is sent at
 * once, a wrong one is flagged (and the value cleared) when the user leaves the input, so a form never keeps
 * a stale value behind text that says otherwise. A new value from outside (reset, reload) replaces the texts.
 */
export const useTypedDateTime = ({ value, mode, language, onValueChange, timeOptional = false }: Options) => {
  const [texts, setTexts] = useState<Texts>(() => textsOf(value, mode, language, timeOptional));
  const [shown, setShown] = useState<string | null>(value);
  const [invalid, setInvalid] = useState({ date: false, time: false });

  // A value that did not come from these texts (the form was reset, the record reloaded): show it.
  if (value !== shown) {
    setShown(value);
    setTexts(textsOf(value, mode, language, timeOptional));
    setInvalid({ date: false, time: false });
  }

  const send = (next: string | null) => {
    setShown(next);
    if (next !== value) onValueChange(next);
  };

  const change = (next: Texts) => {
    setTexts(next);
    const wire = wireOf(next, mode, language, timeOptional);
    if (wire !== undefined) {
      setInvalid({ date: false, time: false });
      send(wire);
    }
  };

  // Leaving an input checks everything typed so far, and writes the part just left back in its canonical form
  // (`1/2/2026` becomes `01/02/2026`, `9.05` becomes `09:05`); the other part is left as typed.
  const leave = (part: keyof Texts) => {
    const wire = wireOf(texts, mode, language, timeOptional);
    const dateWrong = texts.date.trim() !== '' && parseTypedDate(texts.date, language) === null;
    const timeWrong = mode === 'datetime' && texts.time.trim() !== '' && parseTypedTime(texts.time) === null;
    const dateMissing = mode === 'datetime' && texts.date.trim() === '' && texts.time.trim() !== '';
    setInvalid({ date: dateWrong || dateMissing, time: timeWrong });
    if (wire === undefined) {
      send(null);
      return;
    }
    const canonical = textsOf(wire, mode, language, timeOptional);
    if (part === 'date' && texts.date.trim() !== '') setTexts({ ...texts, date: canonical.date });
    if (part === 'time' && texts.time.trim() !== '') setTexts({ ...texts, time: canonical.time });
    send(wire);
  };

  return {
    dateText: texts.date,
    timeText: texts.time,
    dateInvalid: invalid.date,
    timeInvalid: invalid.time,
    /** The day typed so far (`YYYY-MM-DD`), for the calendar to open on. */
    day: parseTypedDate(texts.date, language),
    changeDate: (date: string) => change({ ...texts, date }),
    changeTime: (time: string) => change({ ...texts, time }),
    leaveDate: () => leave('date'),
    leaveTime: () => leave('time'),
    pickDay: (day: string) => {
      const next = { ...texts, date: formatDate(day, language, '') };
      change(next);
      setInvalid((current) => ({ ...current, date: false }));
    },
  };
};
