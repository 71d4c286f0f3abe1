/** Today's date (`YYYY-MM-DD`) on the tenant's wall clock. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    // An unknown zone in the settings: the browser's own day is the best guess.
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
};
