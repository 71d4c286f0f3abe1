// How a detail or a list shows a value that is not there: one dash, the same on every screen.

export const EMPTY_VALUE = '—';

/** The value as text, or the dash when it is missing or empty. */
export const dash = (value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? EMPTY_VALUE : String(value));

/** As `dash`, and a value of only spaces counts as empty too (free text typed by people, e.g. a list's notes). */
export const dashBlank = (value: string | null | undefined): string => (value === null || value === undefined || value.trim() === '' ? EMPTY_VALUE : value);
