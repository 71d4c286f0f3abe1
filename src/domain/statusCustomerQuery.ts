// The filters most sales lists share (works, quotes, samples, proposals): typed text, one status of the record's own
// set, one customer. Here (not in the screens) because the list logic turns them into the list call's query.

export type StatusCustomerFilters<Status extends string> = {
  search?: string;
  status?: Status | null;
  customerId?: string | null;
  customerName?: string | null;
};

/** The query parameters these filters become on a list call (the customer's name stays in the browser). */
export const statusCustomerQuery = <Status extends string>(filters: StatusCustomerFilters<Status>) => ({
  ...(filters.search ? { search: filters.search } : {}),
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.customerId ? { customerId: Number(filters.customerId) } : {}),
});

/** A list call's query with its order: the list and its export read the same rows. */
export const sortedQuery = <Query extends object>(query: Query, sort: string | null): Query & { sort?: string } => ({ ...(sort ? { sort } : {}), ...query });
