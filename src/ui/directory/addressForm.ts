import type { Profile, ProfileInput } from '../../api/profiles.ts';

/** The structured address as the forms edit it (spec §7): street, house number, postcode, city, province, country. */
export type AddressValues = { street: string; streetNumber: string; postalCode: string; city: string; province: string; country: string };

type WireAddress = Profile['address'];
type WireAddressInput = NonNullable<ProfileInput['address']>;

export const emptyAddress: AddressValues = { street: '', streetNumber: '', postalCode: '', city: '', province: '', country: 'IT' };

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The record's address → the form's fields (missing parts blank). */
export const addressValues = (address: WireAddress): AddressValues => ({
  street: address.street ?? '',
  streetNumber: address.streetNumber ?? '',
  postalCode: address.postalCode ?? '',
  city: address.city ?? '',
  province: address.province ?? '',
  country: address.country ?? '',
});

/** The form's fields → the request's address (blank → null, codes upper-cased). */
export const addressInput = (values: AddressValues): WireAddressInput => ({
  street: blankToNull(values.street),
  streetNumber: blankToNull(values.streetNumber),
  postalCode: blankToNull(values.postalCode),
  city: blankToNull(values.city),
  province: blankToNull(values.province.toUpperCase()),
  country: blankToNull(values.country.toUpperCase()),
});

/** One line as Italians write it: "Via Po 12, 10123 Torino (TO), IT". */
export const addressText = (a: WireAddress): string =>
  [[a.street, a.streetNumber].filter(Boolean).join(' '), [a.postalCode, a.city, a.province ? `(${a.province})` : null].filter(Boolean).join(' '), a.country]
    .filter((part) => part !== null && part !== '')
    .join(', ');
