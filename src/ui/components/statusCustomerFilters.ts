import type { StatusCustomerFilters } from '../../domain/statusCustomerQuery.ts';
import type { ListAddressOptions } from './listAddress.ts';

// The filters most record lists share (works, quotes, samples, proposals): typed text, one status of the record's
// own set, one customer. The customer's name travels with its id so a reloaded address can label the picker
// without another call.

const KEYS = ['search', 'status', 'customerId', 'customerName'] as const;

/**
 * The address options of such a list: a status outside `statuses` is dropped. `extra` keys (e.g. a period) are
 * kept as text.
 */
export const statusCustomerAddress = <Status extends string, Extra extends Record<string, string | null | undefined> = Record<never, never>>(
  statuses: readonly Status[],
  extra: readonly (keyof Extra & string)[] = [],
): ListAddressOptions<StatusCustomerFilters<Status> & Extra> => ({
  filters: [...KEYS, ...extra],
  parseFilters: (raw) => {
    const extras = Object.fromEntries(extra.map((key) => [key, raw[key] ?? null])) as Partial<Extra>;
    return {
      ...extras,
      search: raw['search'],
      status: statuses.find((known) => known === raw['status']) ?? null,
      customerId: raw['customerId'] ?? null,
      customerName: raw['customerName'] ?? null,
    } as Partial<StatusCustomerFilters<Status> & Extra>;
  },
});

/** Whether any filter narrows the list (an empty list then reads "nothing matches" rather than "nothing yet"). */
export const hasStatusCustomerFilter = (filters: StatusCustomerFilters<string> & Record<string, unknown>): boolean =>
  Object.entries(filters).some(([key, value]) => key !== 'customerName' && value !== undefined && value !== null && value !== '');
