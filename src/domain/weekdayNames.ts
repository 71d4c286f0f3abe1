// 2023-01-01 was a Sunday: day n of that week has getDay() === n, the numbering `first_day_of_week` uses.
const SUNDAY = Date.UTC(2023, 0, 1, 12);
const DAY_MS = 86_400_000;

/** Weekday names from Sunday (0) to Saturday (6) in the given language. */
export const weekdayNames = (language: string): readonly string[] => {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => {
    const name = format.format(new Date(SUNDAY + day * DAY_MS));
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  });
};
