import type { WireRow } from './columns.ts';

// The allowances' export is the import's shape (issue 34 point 3): the list shows one person-year with a column per
// kind of hours, the import reads user e-mail + year + kind + hours, so each person-year is written as one row per
// kind, the kind in the screens' words (common.json eventTypes: what the import reads back in either language).

/** The wire column of each kind of hours, by its event key (the `leaveTypes` vocabulary). */
const KINDS = [
  ['vacation', 'vacation_hours'],
  ['permission', 'permission_hours'],
  ['ex_holiday', 'ex_holiday_hours'],
] as const;

/** Each person-year as three rows `{ ...row, kind, hours }`. */
export const allowanceRows = (rows: readonly WireRow[]): WireRow[] => rows.flatMap((row) => KINDS.map(([kind, column]) => ({ ...row, kind, hours: row[column] ?? null })));
