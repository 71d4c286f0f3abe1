import type { components } from '../../../../src/api/schema.gen.ts';
import type { profileContacts, profiles } from '../../db/schema/directory.ts';
import type { MediaItemView } from '../../media/store.ts';
import { profileName } from './name.ts';

// Rows → wire ProfileContact, ProfileSummary; a wire Profile from its base (wireSql.ts) and parts (media items: media/store.ts).

export type ProfileRow = typeof profiles.$inferSelect;

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

/** A wire profile as the database builds it (wireSql.ts), before the parts read per page. */
export type ProfileBase = Omit<components['schemas']['Profile'], 'contacts' | 'associated_profiles' | 'media'>;

/** The wire profile: its base and its parts (associated profiles belong to a company only). */
export const withParts = (base: ProfileBase, parts: ProfileParts): components['schemas']['Profile'] => ({
  ...base,
  contacts: [...parts.contacts],
  associated_profiles: base.type === 'company' ? [...parts.associated] : [],
  media: [...parts.media],
});

export type ProfileView = components['schemas']['Profile'];
