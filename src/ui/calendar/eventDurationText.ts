import type { TFunction } from 'i18next';

/** An event's length split the way people say it: whole days, then hours, then minutes. */
export const durationParts = (totalMinutes: number): { readonly days: number; readonly hours: number; readonly minutes: number } => {
  const minutes = Math.max(0, Math.round(totalMinutes));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
};

/**
 * "Dura 1 giorno", "Dura 2 ore e 30 minuti", "Lasts 1 day, 2 hours and 5 minutes": an all-day event read
 * "Dura 1440 minuti" and a week "Dura 10080 minuti". The parts are joined with the language's own list words.
 */
export const eventDurationText = (t: TFunction, language: string, totalMinutes: number): string => {
  const { days, hours, minutes } = durationParts(totalMinutes);
  const parts = [
    ...(days > 0 ? [t('calendar:duration.days', { count: days })] : []),
    ...(hours > 0 ? [t('calendar:duration.hours', { count: hours })] : []),
    ...(minutes > 0 || (days === 0 && hours === 0) ? [t('calendar:duration.minutes', { count: minutes })] : []),
  ];
  const list = new Intl.ListFormat(language.startsWith('en') ? 'en-GB' : 'it-IT', { style: 'long', type: 'conjunction' }).format(parts);
  return t('calendar:fields.duration', { value: list });
};
