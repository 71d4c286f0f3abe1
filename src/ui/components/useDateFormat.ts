import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormatter, type DateFormatter } from '../../domain/dateFormat.ts';
import { appLanguage } from '../../domain/numericDateFormat.ts';

/**
 * Dates, times and date-times of wire values in the app language (not the browser's):
 * `const dates = useDateFormat(); dates.dateTime(task.start)` → `24/11/2026 16:00`.
 * Re-renders when the user switches language.
 */
export const useDateFormat = (): DateFormatter => {
  const { i18n } = useTranslation();
  const language = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => dateFormatter(language), [language]);
};
