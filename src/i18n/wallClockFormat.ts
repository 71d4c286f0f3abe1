import type { i18n as I18n } from 'i18next';
import { appLanguage, formatDateTime } from '../domain/numericDateFormat.ts';

/**
 * `{{date, wallClock}}` in a text: a wire date or date-time (`2026-12-23 09:00:00`) shown in the language's one
 * format (`23/12/2026 09:00`), so a message built in the browser never shows the wire form. A value that is not a
 * calendar value is left as it is.
 */
export const registerWallClockFormat = (instance: I18n): void => {
  instance.services.formatter?.add('wallClock', (value: unknown, language: string | undefined) =>
    typeof value === 'string' ? formatDateTime(value, appLanguage(language), value) : String(value),
  );
};
