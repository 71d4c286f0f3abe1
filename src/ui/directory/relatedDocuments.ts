import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { Page } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';
import { listProposals } from '../../api/proposals.ts';
import { listQuotes } from '../../api/quotes.ts';
import { listSamples } from '../../api/samples.ts';
import type { Gate } from '../app/menu/menuEntries.ts';

// The customer's sales documents on the 360° page: one tab per kind, each a short list of the newest documents and
// the total the server counts (the lists' `customer_id` filter and `meta.total`: no count of our own).

export type RelatedKind = 'proposals' | 'samples' | 'quotes';

export type RelatedDocument = { readonly id: number; readonly number: string; readonly date: string; readonly status: string };

/** Rows shown per tab; the rest is one link away, in the module's own list filtered by the customer. */
export const RELATED_PAGE_SIZE = 5;

type Spec = {
  readonly kind: RelatedKind;
  /** The module's menu gate: its list permission and the tenant's module switch (borgo hides proposals and samples). */
  readonly gate: Gate;
  /** i18n key of a status label (each module's own namespace, loaded with the profile screen). */
  readonly statusKey: (status: string) => string;
  readonly load: (client: ApiClient, customerId: number) => Effect.Effect<Page<RelatedDocument>, ApiError>;
};

const NEWEST_FIRST = '-date,-id';

const pick = <Item extends RelatedDocument>(page: Page<Item>): Page<RelatedDocument> => ({
  items: page.items.map(({ id, number, date, status }) => ({ id, number, date, status })),
  meta: page.meta,
});

export const RELATED: Readonly<Record<RelatedKind, Spec>> = {
  proposals: {
    kind: 'proposals',
    gate: { module: 'proposals', permission: 'proposals.viewAny', tenantModule: 'proposals' },
    statusKey: (status) => `proposals:status.${status}`,
    load: (client, customerId) => Effect.map(listProposals(client, { customerId, pageSize: RELATED_PAGE_SIZE, sort: NEWEST_FIRST }), pick),
  },
  samples: {
    kind: 'samples',
    gate: { module: 'samples', permission: 'samples.viewAny', tenantModule: 'samples' },
    statusKey: (status) => `samples:status.${status}`,
    load: (client, customerId) => Effect.map(listSamples(client, { customerId, pageSize: RELATED_PAGE_SIZE, sort: NEWEST_FIRST }), pick),
  },
  quotes: {
    kind: 'quotes',
    gate: { module: 'quotes', permission: 'quotes.viewAny', tenantModule: 'quotes' },
    statusKey: (status) => `quotes:statuses.${status}`,
    load: (client, customerId) => Effect.map(listQuotes(client, { customerId, pageSize: RELATED_PAGE_SIZE, sort: NEWEST_FIRST }), pick),
  },
};

export const RELATED_KINDS: readonly RelatedKind[] = ['proposals', 'samples', 'quotes'];

/** The module's list, filtered by this customer (the list keeps the name beside the id in its address). */
export const relatedListHref = (kind: RelatedKind, customer: { id: number; name: string }): string =>
  `/${kind}?${new URLSearchParams({ customerId: String(customer.id), customerName: customer.name }).toString()}`;
