import type { RelatedKind } from '../../machines/records/profiles.logic.ts';
import type { Gate } from '../app/menu/menuEntries.ts';

// The customer's sales documents on the 360° page: one tab per kind (the lists themselves are bound in
// profiles.logic.ts: `relatedDocumentsList`). Here, what the screen needs to show and gate each kind.

type Spec = {
  readonly kind: RelatedKind;
  /** The module's menu gate: its list permission and the tenant's module switch (borgo hides proposals and samples). */
  readonly gate: Gate;
  /** i18n key of a status label (each module's own namespace, loaded with the profile screen). */
  readonly statusKey: (status: string) => string;
};

export const RELATED: Readonly<Record<RelatedKind, Spec>> = {
  proposals: {
    kind: 'proposals',
    gate: { module: 'proposals', permission: 'proposals.viewAny', tenantModule: 'proposals' },
    statusKey: (status) => `proposals:status.${status}`,
  },
  samples: {
    kind: 'samples',
    gate: { module: 'samples', permission: 'samples.viewAny', tenantModule: 'samples' },
    statusKey: (status) => `samples:status.${status}`,
  },
  quotes: {
    kind: 'quotes',
    gate: { module: 'quotes', permission: 'quotes.viewAny', tenantModule: 'quotes' },
    statusKey: (status) => `quotes:statuses.${status}`,
  },
};

export const RELATED_KINDS: readonly RelatedKind[] = ['proposals', 'samples', 'quotes'];

/** The module's list, filtered by this customer (the list keeps the name beside the id in its address). */
export const relatedListHref = (kind: RelatedKind, customer: { id: number; name: string }): string =>
  `/${kind}?${new URLSearchParams({ customerId: String(customer.id), customerName: customer.name }).toString()}`;
