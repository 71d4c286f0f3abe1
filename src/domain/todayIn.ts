// The first Intl.DateTimeFormat of a page loads ICU's locale and zone data on the calling thread (20-75 ms in
// Chromium, issue 36 point 4); the dashboard asks for today while it starts. Temporal, where the browser has it, gives
// the same day without that load (≈ 0.4 ms); Intl stays for browsers without it (and Node before 24).
// Only what is used here: this module is shared with the server, whose types do not declare Temporal.
type TemporalApi = {
  readonly Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(timeZone: string): { toPlainDate(): { toString(): string } } } };
  readonly Now: { timeZoneId(): string };
};

const temporalDay = (timeZone: string | undefined, now: Date): string | undefined => {
  const api = (globalThis as { Temporal?: TemporalApi }).Temporal;
  if (api === undefined) return undefined;
  const instant = api.Instant.fromEpochMilliseconds(now.getTime());
  return instant.toZonedDateTimeISO(timeZone ?? api.Now.timeZoneId()).toPlainDate().toString();
};

const intlDay = (timeZone: string | undefined, now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { ...(timeZone === undefined ? {} : { timeZone }), year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const dayIn = (timeZone: string | undefined, now: Date): string => temporalDay(timeZone, now) ?? intlDay(timeZone, now);

/** Today's date (`YYYY-MM-DD`) on the tenant's wall clock. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => {
  try {
    return dayIn(timeZone, now);
  } catch {
    // An unknown zone in the settings: the browser's own day is the best guess.
    return dayIn(undefined, now);
  }
};
