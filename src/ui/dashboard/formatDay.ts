/** `YYYY-MM-DD` as a short weekday and date in the language ("mer 14 gen"), without going through the local zone. */
export const formatDay = (day: string, language: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) return day;
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date, 12)),
  );
};
