import type { profileContacts, profiles } from '../../db/schema/directory.ts';
import type { MediaItemView } from '../../media/store.ts';
import { presentAddress } from './address.ts';
import { profileName } from './name.ts';

// Rows → wire Profile, ProfileContact, ProfileSummary (media items: media/store.ts).

export type ProfileRow = typeof profiles.$inferSelect;
type Named = { id: number; name: string } | null;
type Agent = { id: number; name: string; email: string; avatarUrl: string | null } | null;

export type ProfileJoined = {
  readonly p: ProfileRow;
  readonly category: Named;
  readonly brand: Named;
  readonly company: Named;
  readonly agent: Agent;
};

export const presentContact = (c: typeof profileContacts.$inferSelect) => ({ id: c.id, name: c.name, role: c.role, email: c.email, phone: c.phone });

export const presentSummary = (p: Pick<ProfileRow, 'id' | 'type' | 'businessName' | 'firstName' | 'lastName'>) => ({
  id: p.id,
  name: profileName(p),
  type: p.type,
});

export type ProfileParts = {
  readonly contacts: readonly ReturnType<typeof presentContact>[];
  readonly associated: readonly ReturnType<typeof presentSummary>[];
  readonly media: readonly MediaItemView[];
};

export function presentProfile(j: ProfileJoined, parts: ProfileParts) {
  const p = j.p;
  return {
    id: p.id,
    type: p.type,
    name: profileName(p),
    business_name: p.businessName,
    first_name: p.firstName,
    last_name: p.lastName,
    vat_number: p.vatNumber,
    fiscal_code: p.fiscalCode,
    sdi_code: p.sdiCode,
    pec: p.pec,
    email: p.email,
    phone: p.phone,
    mobile: p.mobile,
    website: p.website,
    address: presentAddress(p),
    notes: p.notes,
    category: j.category,
    brand: j.brand,
    company: j.company,
    agent: j.agent ? { id: j.agent.id, name: j.agent.name, email: j.agent.email, avatar_url: j.agent.avatarUrl } : null,
    contacts: parts.contacts,
    associated_profiles: p.type === 'company' ? parts.associated : [],
    media: parts.media,
    merged_into_id: p.mergedIntoId,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

export type ProfileView = ReturnType<typeof presentProfile>;
