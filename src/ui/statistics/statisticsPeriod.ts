/**
 * The period's own rule, checked as the server checks it (statistics: 422 when `from` is after `to`): a reversed
 * period is said on the "from" field. Without it the five panels said "some fields are not valid: check the
 * highlighted values" while no field was highlighted. Dates are `YYYY-MM-DD`, so text order is date order.
 */
export const periodReversed = (from: string | null, to: string | null): boolean => from !== null && to !== null && from !== '' && to !== '' && from > to;
