// The external mailing service (MailUp REST v1.1) as Bottega uses it. Bodies and records keep MailUp's own names
// (`idList`, `listGuid`, `Company`, `Deletable`, `idRecipient`, `MobilePrefix`, `Fields[].Description`…), which the
// contract passes through unchanged (x-preserve-case). Two implementations: a fake kept in the database (fake.ts,
// offline demo and tests) and an HTTP client for the real service (mailUpClient.ts), chosen in connect.ts.

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
export type RecipientUpdate = { readonly Name?: string | null; readonly Fields?: readonly RecipientField[] };

export type MailingList = {
  readonly idList: number;
  readonly listGuid: string;
  readonly Name: string;
  readonly Company: string | null;
  readonly Description: string | null;
  readonly Notes: string | null;
  readonly OwnerEmail: string | null;
  readonly Business: boolean;
  readonly Customer: boolean;
};
export type MailingGroup = { readonly idGroup: number; readonly idList: number; readonly Name: string; readonly Notes: string | null; readonly Deletable: boolean };
/** A field as MailUp reads it back: its description beside the id. */
export type RecipientFieldRead = { readonly Description: string; readonly Id: number; readonly Value: string };
export type MailingRecipient = {
  readonly idRecipient: number;
  readonly Email: string;
  readonly Name: string | null;
  readonly MobilePrefix: string | null;
  readonly MobileNumber: string | null;
  readonly Fields: readonly RecipientFieldRead[];
  /** The status in the list read through (MailUp answers it by which endpoint was read; Bottega writes it down). */
  readonly Status: RecipientStatus;
  /** Set when read through a group. */
  readonly idGroup: number | null;
};

/** MailUp's default descriptions of the fields Bottega writes (spec §3). */
export const FIELD_DESCRIPTIONS: Readonly<Record<number, string>> = { 1: 'nome', 2: 'cognome', 3: 'azienda', 8: 'paese' };
export const describeField = (f: RecipientField): RecipientFieldRead => ({ Description: FIELD_DESCRIPTIONS[f.Id] ?? `campo${f.Id}`, Id: f.Id, Value: f.Value });

/** MailUp's paging: 0-based page number, items and the total count. */
export type PageQuery = { readonly pageNumber: number; readonly pageSize: number; readonly search?: string | undefined };
export type ProviderPage<T> = {
  readonly IsPaginated: boolean;
  readonly Items: readonly T[];
  readonly PageNumber: number;
  readonly PageSize: number;
  readonly Skipped: number;
  readonly TotalElementsCount: number;
};

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
  /** The list a group belongs to (adding to a group must know the address's status in its list). */
  groupList(idGroup: number): ProviderResult<number>;
  createGroup(idList: number, input: GroupInput): ProviderResult<MailingGroup>;
  updateGroup(idList: number, idGroup: number, input: GroupInput): ProviderResult<MailingGroup>;
  /** Deletes the group; its recipients stay in the list. */
  deleteGroup(idList: number, idGroup: number): ProviderResult<true>;

  listRecipients(idList: number, q: PageQuery & { readonly status?: RecipientStatus | undefined }): ProviderResult<ProviderPage<MailingRecipient>>;
  listRecipient(idList: number, idRecipient: number): ProviderResult<MailingRecipient>;
  /** Subscribes (or re-subscribes) an address: PENDING with a confirmation e-mail, else OPTIN. */
  subscribeToList(idList: number, input: RecipientInput, confirmEmail: boolean): ProviderResult<MailingRecipient>;
  /**
   * Corrects a list member's name and fields (first name 1, last name 2, company 3, country 8): given fields replace
   * those with the same Id, the others stay; the address and the status do not change (MailUp's Recipient/Detail).
   */
  updateRecipient(idList: number, idRecipient: number, input: RecipientUpdate): ProviderResult<MailingRecipient>;
  /** OPTOUT in the list, and out of the list's groups. */
  unsubscribeFromList(idList: number, idRecipient: number): ProviderResult<true>;

  groupRecipients(idGroup: number, q: PageQuery): ProviderResult<ProviderPage<MailingRecipient>>;
  /** Subscribes an address to the group and to the group's list. */
  subscribeToGroup(idGroup: number, input: RecipientInput, confirmEmail: boolean): ProviderResult<MailingRecipient>;
  /**
   * Adds a recipient already in the group's list to the group. A PENDING or OPTOUT recipient becomes PENDING when a
   * confirmation e-mail is asked for, else OPTIN (as adding does); an OPTIN one stays OPTIN.
   */
  addToGroup(idGroup: number, idRecipient: number, confirmEmail: boolean): ProviderResult<true>;
  /** Takes a recipient out of the group; its list status is unchanged. */
  removeFromGroup(idGroup: number, idRecipient: number): ProviderResult<true>;
  /** Signs in with the credentials (the fake accepts any): what "test connection" checks. */
  check(): ProviderResult<true>;
};
