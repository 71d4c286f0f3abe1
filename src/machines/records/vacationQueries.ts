import type { VacationQuery, VacationStatus } from '../../api/vacations.ts';
import { isEventType } from '../../domain/constants/eventTypes.ts';

// The leave screens' address-kept filters (strings from the address bar and the pickers) as the list calls' queries.
// Shared by the screens, which keep the filters, and by the logic that makes the calls (the logic beside this file).

export const VACATION_STATUSES: readonly VacationStatus[] = ['pending', 'accepted', 'modified', 'rejected'];

export const isVacationStatus = (value: string | null | undefined): value is VacationStatus =>
  value !== null && value !== undefined && (VACATION_STATUSES as readonly string[]).includes(value);

export type VacationFilters = { status?: string | null; type?: string | null; userId?: string | null; userName?: string | null; from?: string | null; to?: string | null };

/** The requests list's query: anything not a known status or type is no filter (an old address, a typed one). */
export const vacationsQuery = (filters: VacationFilters): VacationQuery => ({
  ...(isVacationStatus(filters.status) ? { status: filters.status } : {}),
  ...(filters.type && isEventType(filters.type) ? { type: filters.type } : {}),
  ...(filters.userId ? { userId: Number(filters.userId) } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});

export type MonthFilters = { from?: string | null; to?: string | null };

export type AllowanceFilters = { year?: string | null; userId?: string | null; userName?: string | null };

/** The allowances list's query (the list and its export read the same rows); a year is four digits or no filter. */
export const allowancesQuery = (filters: AllowanceFilters) => ({
  ...(filters.year && /^\d{4}$/.test(filters.year) ? { year: Number(filters.year) } : {}),
  ...(filters.userId ? { userId: Number(filters.userId) } : {}),
});
