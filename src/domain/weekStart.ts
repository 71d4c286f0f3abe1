// Its own file (not monthGrid.ts): the session reads it at start-up, so it travels in the entry chunk, which /login's
// budget counts.

/**
 * The `first_day_of_week` preference as a weekday, 0 = Sunday … 6 = Saturday (contract PreferenceInput: the strings
 * '0'–'6', JavaScript getDay() numbering); Monday when unset or not in that form.
 */
export const weekStartOfPreference = (preference: unknown): number =>
  typeof preference === 'string' && /^[0-6]$/.test(preference) ? Number(preference) : 1;
