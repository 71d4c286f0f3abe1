// The external mailing service (MailUp) as Bottega uses it. Bodies and records keep the provider's PascalCase
// names, as MailUp's REST API writes them; the newsletter module maps records to the contract's wire shape.
// The built-in implementation is a fake (fake.ts) so the newsletter works offline and in tests.

export type RecipientStatus = 'OPTIN' | 'OPTOUT' | 'PENDING';

export type ListInput = {
  readonly Name: string;
  readonly Description?: string | null;
  readonly Notes?: string | null;
  readonly OwnerEmail?: string | null;
  readonly Business?: boolean;
  readonly Customer?: boolean;
};
export type GroupInput = { readonly Name: string; readonly Notes?: string | null };
export type RecipientField = { readonly Id: number; readonly Value: string };
export type RecipientInput = { readonly Email: string; readonly Name?: string | null; readonly Fields?: readonly RecipientField[] };

export type MailingList = {
  readonly IdList: number;
  readonly Name: string;
  readonly Description: string | null;
  readonly Notes: string | null;
  readonly OwnerEmail: string | null;
  readonly Business: boolean;
  readonly Customer: boolean;
};
export type MailingGroup = { readonly IdGroup: number; readonly IdList: number; readonly Name: string; readonly Notes: string | null };
export type MailingRecipient = {
  readonly IdRecipient: number;
  readonly Email: string;
  readonly Name: string | null;
  readonly Fields: readonly RecipientField[];
  /** The status in the list read through. */
  readonly Status: RecipientStatus;
  /** Set when read through a group. */
  readonly IdGroup: number | null;
};

/** MailUp's paging: 0-based page number, items and the total count. */
export type PageQuery = { readonly pageNumber: number; readonly pageSize: number; readonly search?: string | undefined };
export type ProviderPage<T> = { readonly Items: readonly T[]; readonly TotalElementsCount: number };

/** What can go wrong at the provider: an unknown id, or the service failing. */
export type ProviderFailure = { readonly _tag: 'ProviderNotFound' } | { readonly _tag: 'ProviderError'; readonly message: string };
export type ProviderResult<T> = Promise<T | ProviderFailure>;

export const isProviderFailure = (x: unknown): x is ProviderFailure =>
  typeof x === 'object' && x !== null && '_tag' in x && (x._tag === 'ProviderNotFound' || x._tag === 'ProviderError');
export const providerNotFound: ProviderFailure = { _tag: 'ProviderNotFound' };

export type MailingProvider = {
  lists(q: PageQuery): ProviderResult<ProviderPage<MailingList>>;
  list(idList: number): ProviderResult<MailingList>;
  createList(input: ListInput): ProviderResult<MailingList>;
  updateList(idList: number, input: ListInput): ProviderResult<MailingList>;
  /** Deletes the list with its groups. */
  deleteList(idList: number): ProviderResult<true>;

  groups(idList: number, q: PageQuery): ProviderResult<ProviderPage<MailingGroup>>;
  createGroup(idList: number, input: GroupInput): ProviderResult<MailingGroup>;
  updateGroup(idList: number, idGroup: number, input: GroupInput): ProviderResult<MailingGroup>;
  /** Deletes the group; its recipients stay in the list. */
  deleteGroup(idList: number, idGroup: number): ProviderResult<true>;

  listRecipients(idList: number, q: PageQuery & { readonly status?: RecipientStatus | undefined }): ProviderResult<ProviderPage<MailingRecipient>>;
  listRecipient(idList: number, idRecipient: number): ProviderResult<MailingRecipient>;
  /** Subscribes (or re-subscribes) an address: PENDING with a confirmation e-mail, else OPTIN. */
  subscribeToList(idList: number, input: RecipientInput, confirmEmail: boolean): ProviderResult<MailingRecipient>;
  /** OPTOUT in the list, and out of the list's groups. */
  unsubscribeFromList(idList: number, idRecipient: number): ProviderResult<true>;

  groupRecipients(idGroup: number, q: PageQuery): ProviderResult<ProviderPage<MailingRecipient>>;
  /** Subscribes an address to the group and to the group's list. */
  subscribeToGroup(idGroup: number, input: RecipientInput, confirmEmail: boolean): ProviderResult<MailingRecipient>;
  /** Adds a recipient already in the group's list to the group; its list status becomes OPTIN. */
  addToGroup(idGroup: number, idRecipient: number): ProviderResult<true>;
  /** Takes a recipient out of the group; its list status is unchanged. */
  removeFromGroup(idGroup: number, idRecipient: number): ProviderResult<true>;
};
