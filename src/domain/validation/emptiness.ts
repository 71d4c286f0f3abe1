// Two notions of "nothing", as in Laravel: `required` rejects empty arrays too, while every other rule
// skips only values that are absent (null, undefined, blank text) and leaves presence to `required`.

/** Absent: null, undefined, or a string of only whitespace. Other rules let these through. */
export const isAbsent = (value: unknown): value is null | undefined | string =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Empty for `required`: absent, or an array without items. 0 and false are values, not emptiness. */
export const isEmptyValue = (value: unknown): boolean => isAbsent(value) || (Array.isArray(value) && value.length === 0);
