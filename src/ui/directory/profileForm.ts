import type { Profile, ProfileInput, ProfileType } from '../../api/profiles.ts';
import { email } from '../../domain/validation/email.ts';
import { italianPostcode, italianProvince } from '../../domain/validation/italianAddress.ts';
import { italianFiscalCode, italianVatNumber, sdiCode, sdiPec } from '../../domain/validation/italianMasterDataRules.ts';
import { required } from '../../domain/validation/required.ts';
import { addressInput, addressValues } from './addressForm.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';
import { contactDrafts, contactsInput, type ContactDraft } from './contactDrafts.ts';

/** What the profile form edits; pickers keep the chosen label beside the id. */
export type ProfileFormValues = {
  type: ProfileType;
  businessName: string;
  firstName: string;
  lastName: string;
  vatNumber: string;
  fiscalCode: string;
  /** Codice destinatario SDI and PEC of the billing address (the profile's address). */
  sdiCode: string;
  pec: string;
  email: string;
  phone: string;
  mobile: string;
  website: string;
  street: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  province: string;
  country: string;
  notes: string;
  categoryId: string | null;
  categoryName: string | null;
  brandId: string | null;
  brandName: string | null;
  companyId: string | null;
  companyName: string | null;
  /** The agent (a user) who follows the profile. */
  agentId: string | null;
  agentName: string | null;
  /** The whole contact list: the form owns it, so a save sends it back as edited (kept ids update, missing ones go). */
  contacts: readonly ContactDraft[];
};

export const emptyProfile = (type: ProfileType): ProfileFormValues => ({
  type,
  businessName: '',
  firstName: '',
  lastName: '',
  vatNumber: '',
  fiscalCode: '',
  sdiCode: '',
  pec: '',
  email: '',
  phone: '',
  mobile: '',
  website: '',
  street: '',
  streetNumber: '',
  postalCode: '',
  city: '',
  province: '',
  country: 'IT',
  notes: '',
  categoryId: null,
  categoryName: null,
  brandId: null,
  brandName: null,
  companyId: null,
  companyName: null,
  agentId: null,
  agentName: null,
  contacts: [],
});

export const profileToValues = (profile: Profile): ProfileFormValues => ({
  type: profile.type,
  businessName: profile.businessName ?? '',
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  vatNumber: profile.vatNumber ?? '',
  fiscalCode: profile.fiscalCode ?? '',
  sdiCode: profile.sdiCode ?? '',
  pec: profile.pec ?? '',
  email: profile.email ?? '',
  phone: profile.phone ?? '',
  mobile: profile.mobile ?? '',
  website: profile.website ?? '',
  ...addressValues(profile.address),
  notes: profile.notes ?? '',
  categoryId: profile.category ? String(profile.category.id) : null,
  categoryName: profile.category?.name ?? null,
  brandId: profile.brand ? String(profile.brand.id) : null,
  brandName: profile.brand?.name ?? null,
  companyId: profile.company ? String(profile.company.id) : null,
  companyName: profile.company?.name ?? null,
  agentId: profile.agent ? String(profile.agent.id) : null,
  agentName: profile.agent?.name ?? null,
  contacts: contactDrafts(profile.contacts),
});

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const idOf = (value: string | null): number | null => (value === null ? null : Number(value));

/** The request body: every field the form holds, the agent and the contact list included (the server replaces them). */
export const profileBody = (values: ProfileFormValues): ProfileInput => ({
  type: values.type,
  businessName: blankToNull(values.businessName),
  firstName: blankToNull(values.firstName),
  lastName: blankToNull(values.lastName),
  vatNumber: blankToNull(values.vatNumber),
  fiscalCode: blankToNull(values.fiscalCode),
  sdiCode: blankToNull(values.sdiCode.toUpperCase()),
  pec: blankToNull(values.pec),
  email: blankToNull(values.email),
  phone: blankToNull(values.phone),
  mobile: blankToNull(values.mobile),
  website: blankToNull(values.website),
  address: addressInput(values),
  notes: blankToNull(values.notes),
  categoryId: idOf(values.categoryId),
  brandId: idOf(values.brandId),
  companyId: idOf(values.companyId),
  agentId: idOf(values.agentId),
  contacts: contactsInput(values.contacts),
});

/** A business name, or a last name for people (the server's rule, 422 on business_name). */
const nameGiven = (value: unknown, context: { values: Readonly<Record<string, unknown>> }) =>
  typeof context.values['lastName'] === 'string' && context.values['lastName'].trim() !== '' ? null : required(value);

export const profileRules: FormSchema<keyof ProfileFormValues> = {
  businessName: [nameGiven],
  email: [email],
  vatNumber: [italianVatNumber('country')],
  fiscalCode: [italianFiscalCode('country')],
  province: [italianProvince('country')],
  postalCode: [italianPostcode('country')],
  sdiCode: [sdiCode('country')],
  pec: [email, sdiPec('sdiCode')],
};
