// The contract's Address (street, street_number, city, province, postal_code, country) is stored as flat columns on profiles
// and companies; these two helpers convert between the two shapes.

export type AddressColumns = {
  street: string | null;
  streetNumber: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  country: string | null;
};

export type AddressInput = {
  street?: string | null;
  street_number?: string | null;
  city?: string | null;
  province?: string | null;
  postal_code?: string | null;
  country?: string | null;
};

export const presentAddress = (r: AddressColumns) => ({
  street: r.street,
  street_number: r.streetNumber,
  city: r.city,
  province: r.province,
  postal_code: r.postalCode,
  country: r.country,
});

/** Missing parts become null: a PUT replaces the whole address. */
export const addressColumns = (a: AddressInput | undefined): AddressColumns => ({
  street: a?.street ?? null,
  streetNumber: a?.street_number ?? null,
  city: a?.city ?? null,
  province: a?.province ?? null,
  postalCode: a?.postal_code ?? null,
  country: a?.country ?? null,
});
