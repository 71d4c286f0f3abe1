// Spec §9 formats. @formkit/tempo uses the same tokens (YYYY, MM, DD, HH, mm, ss), so these strings
// serve both as documentation of the wire format and as tempo `format()` patterns; the tempo test
// in tests/domain/constants checks that claim.

/** Wire and storage format of date-times: wall-clock local time of the tenant. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Date part of DATE_TIME_FORMAT, used for all-day events and date filters. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Time of day as shown and typed by users. */
export const TIME_FORMAT = 'HH:mm';
