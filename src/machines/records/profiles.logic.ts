import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { downloadDocument, listDocuments, type ArchivedDocument } from '../../api/documents.ts';
import type { Download } from '../../api/effect.ts';
import type { Page } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';
import type { ExportListName } from '../../api/exports.ts';
import type { ResultOf } from '../../api/operationTypes.ts';
import {
  associateProfiles,
  dissociateProfiles,
  createProfile,
  deleteProfile,
  getProfile,
  listProfileEvents,
  listProfiles,
  listProfileSalesReports,
  updateProfile,
  type Profile,
  type ProfileEvent,
  type ProfileInput,
  type ProfileType,
} from '../../api/profiles.ts';
import { listProposals } from '../../api/proposals.ts';
import { listQuotes } from '../../api/quotes.ts';
import { listSamples } from '../../api/samples.ts';
import { listUsers } from '../../api/users.ts';
import { commandLogic } from '../generic/command.logic.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { sendUnlessUnchanged } from '../generic/unchangedSave.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';
import { pickerOptions } from './pickerOptions.ts';

// The directory's profiles (customers, leads, suppliers) bound to the API: the records, lists, forms and commands of
// its screens. The screens map their values to these requests and word the outcomes; the calls live here.

export type ListedProfile = ResultOf<'listProfiles'>['items'][number];

/** The profiles index's filters as the address keeps them (pickers keep their label beside the id). */
export type ProfileFilters = {
  search?: string;
  type?: ProfileType | null;
  categoryId?: string | null;
  categoryName?: string | null;
  brandId?: string | null;
  brandName?: string | null;
  companyId?: string | null;
  companyName?: string | null;
  agentId?: string | null;
  agentName?: string | null;
};

/** The list call's query for the screen's filters and order: the list and its export read the same rows. */
export const profileQuery = (filters: ProfileFilters, sort: string | null) => ({
  ...(filters.search ? { search: filters.search.trim() } : {}),
  ...(filters.type ? { type: filters.type } : {}),
  ...(sort ? { sort } : {}),
  ...(filters.categoryId ? { categoryId: Number(filters.categoryId) } : {}),
  ...(filters.brandId ? { brandId: Number(filters.brandId) } : {}),
  ...(filters.companyId ? { companyId: Number(filters.companyId) } : {}),
  ...(filters.agentId ? { agentId: Number(filters.agentId) } : {}),
});

/** Customers, leads and suppliers export with the columns the import reads back; any other choice as profiles. */
export const profilesExportList = (type: string | null | undefined): ExportListName =>
  type === 'customer' ? 'customers' : type === 'lead' ? 'leads' : type === 'supplier' ? 'suppliers' : 'profiles';

export const profileRecord = recordLogic<Profile>((client, id) => getProfile(client, id));

export const profileDeletion = confirmActionLogic<Profile, void>((client, profile) => deleteProfile(client, profile.id));

export const profileCreate = formLogic<ProfileInput, Profile>((client, body) => createProfile(client, body));

/** Saves a profile's edit; `body: null` (the form holds what was loaded) sends nothing and answers null (unchangedSave.ts). */
export const profileUpdate = formLogic<{ readonly id: number; readonly body: ProfileInput | null }, Profile | null>((client, { id, body }) =>
  sendUnlessUnchanged(body, (changed) => updateProfile(client, id, changed)),
);

export const profilesList = pagedListLogic<ListedProfile, ProfileFilters>((client, { page, pageSize, filters, sort }) =>
  listProfiles(client, { page, pageSize, ...profileQuery(filters, sort) }),
);

export type Association = { readonly companyProfileId: number; readonly profileId: number };

/** One person made an associated profile of a company profile. */
export const profileAssociation = commandLogic<Association, Profile>((client, { companyProfileId, profileId }) => associateProfiles(client, companyProfileId, [profileId]));

/** The undo of an association, after a confirmation: the person leaves the company profile's associated people. */
export const profileDissociation = confirmActionLogic<Association, Profile>((client, { companyProfileId, profileId }) => dissociateProfiles(client, companyProfileId, [profileId]));

/** The 360° page's sub-tabs, each a paged list of the profile's (its id the list's context). */
export const profileEventsList = pagedListLogic<ProfileEvent, Record<string, never>, number>((client, { page, pageSize }, profileId) =>
  listProfileEvents(client, profileId, { page, pageSize }),
);

export type ProfileSalesReport = ResultOf<'listSalesReports'>['items'][number];

export const profileSalesReportsList = pagedListLogic<ProfileSalesReport, Record<string, never>, number>((client, { page, pageSize }, profileId) =>
  listProfileSalesReports(client, profileId, { page, pageSize }),
);

export const profileDocumentsList = pagedListLogic<ArchivedDocument, Record<string, never>, number>((client, { page, pageSize }, profileId) =>
  listDocuments(client, { page, pageSize, profileId }),
);

/** A linked document's file, to save under the name the server gives it. */
export const profileDocumentDownload = commandLogic<ArchivedDocument, Download>((client, document) => downloadDocument(client, document.id));

// The customer's sales documents on the 360° page: each kind a short list of the newest, with the total the
// server counts (the lists' `customer_id` filter and `meta.total`: no count of our own).

export type RelatedKind = 'proposals' | 'samples' | 'quotes';

export type RelatedDocument = { readonly id: number; readonly number: string; readonly date: string; readonly status: string };

/** Rows shown per tab; the rest is one link away, in the module's own list filtered by the customer. */
export const RELATED_PAGE_SIZE = 5;

const NEWEST_FIRST = '-date,-id';

const pick = <Item extends RelatedDocument>(page: Page<Item>): Page<RelatedDocument> => ({
  items: page.items.map(({ id, number, date, status }) => ({ id, number, date, status })),
  meta: page.meta,
});

const EMPTY_PAGE: Page<RelatedDocument> = { items: [], meta: { currentPage: 1, lastPage: 1, perPage: RELATED_PAGE_SIZE, total: 0 } };

const loadRelated = (client: ApiClient, kind: RelatedKind, customerId: number): Effect.Effect<Page<RelatedDocument>, ApiError> => {
  const query = { customerId, pageSize: RELATED_PAGE_SIZE, sort: NEWEST_FIRST };
  switch (kind) {
    case 'proposals':
      return Effect.map(listProposals(client, query), pick);
    case 'samples':
      return Effect.map(listSamples(client, query), pick);
    case 'quotes':
      return Effect.map(listQuotes(client, query), pick);
  }
};

/** Which kind, of which customer, and whether this user may list it here (a kind not allowed asks nothing). */
export type RelatedContext = { readonly kind: RelatedKind; readonly customerId: number; readonly allowed: boolean };

export const relatedDocumentsList = pagedListLogic<RelatedDocument, Record<string, never>, RelatedContext>((client, _request, { kind, customerId, allowed }) =>
  allowed ? loadRelated(client, kind, customerId) : Effect.succeed(EMPTY_PAGE),
);

// Option loaders for the profile pickers: one page per typed text (categories, brands and companies are in their
// own modules' logic files).

const searchQuery = (search: string) => ({ pageSize: 20, ...(search ? { search } : {}) });

const profileLabel = (p: { name: string; vatNumber: string | null }) => (p.vatNumber ? `${p.name} (${p.vatNumber})` : p.name);

type ProfileTraits = { address: { city: string | null }; email: string | null; fiscalCode: string | null; pec: string | null; phone: string | null; mobile: string | null };

const filled = (text: string | null): text is string => text !== null && text.trim() !== '';

/**
 * An option's second line, to tell namesakes apart when the VAT number does not (most leads have none): where the
 * profile is and one way to reach or identify it — city, then e-mail, else codice fiscale, PEC or a phone.
 */
export const profileDetail = (p: ProfileTraits): string | undefined => {
  const reach = [p.email, p.fiscalCode, p.pec, p.phone, p.mobile].find(filled);
  const parts = [p.address.city, reach ?? null].filter(filled).map((part) => part.trim());
  return parts.length > 0 ? parts.join(' · ') : undefined;
};

/** Profiles to pick for a merge or an association, the current one left out; each with its second line. */
export const profileOptions = (client: ApiClient, exceptId: number, types?: readonly ProfileType[]) => (search: string) =>
  Effect.map(listProfiles(client, { ...searchQuery(search), ...(types ? { types: [...types] } : {}) }), (page) => ({
    items: page.items.filter((p) => p.id !== exceptId).map((p) => {
      const detail = profileDetail(p);
      return { value: String(p.id), label: profileLabel(p), ...(detail === undefined ? {} : { detail }) };
    }),
    meta: page.meta,
  }));

/** Agents (users) for the profiles index's agent filter. */
export const agentOptions = pickerOptions(listUsers, (user) => ({ value: String(user.id), label: user.name }));
