import { useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormGrid } from '../components/FormGrid.tsx';
import { TextField } from '../components/TextField.tsx';
import type { AddressValues } from './addressForm.ts';
import { addressFromPlace, loadPlaces, mapsKeyFrom, MAPS_KEY_SETTING, type StructuredAddress } from '../components/placesLoader.ts';
import { useSetting } from '../app/sessionHooks.ts';


export type AddressFieldsProps = {
  values: AddressValues;
  errors: Readonly<Partial<Record<keyof AddressValues, readonly string[]>>>;
  onChange: (field: keyof AddressValues, value: string) => void;
  /** The maps key; null: plain fields only. */
  mapsKey: string | null;
};

const FIELD_OF: Readonly<Record<keyof StructuredAddress, keyof AddressValues>> = {
  street: 'street',
  number: 'streetNumber',
  postalCode: 'postalCode',
  city: 'city',
  province: 'province',
  country: 'country',
};

/**
 * The structured address (street, number, postcode, city, province, country). With a maps key the places library
 * is loaded the first time the street field takes focus, and a chosen suggestion fills the fields; without one the
 * fields work on their own.
 */
export const AddressFieldset = ({ values, errors, onChange, mapsKey: key }: AddressFieldsProps) => {
  const { t, i18n } = useTranslation('directory');
  const attached = useRef<HTMLInputElement | null>(null);
  const attachPlaces = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (!key || attached.current === input) return;
    attached.current = input;
    loadPlaces({ key, language: i18n.language.slice(0, 2) || 'it', region: 'IT' })
      .then((places) => {
        const autocomplete = new places.Autocomplete(input, { componentRestrictions: { country: 'it' }, fields: ['address_components'], types: ['address'] });
        autocomplete.addListener('place_changed', () => {
          const found = addressFromPlace(autocomplete.getPlace());
          for (const [part, value] of Object.entries(found) as [keyof StructuredAddress, string][]) onChange(FIELD_OF[part], value);
        });
      })
      // No library (offline, bad key): the plain fields keep working; the next focus may try again.
      .catch(() => {
        attached.current = null;
      });
  };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{t('address.legend')}</legend>
      <FormGrid>
        <TextField label={t('address.street')} name="street" autoComplete="address-line1" maxLength={240} value={values.street} onValueChange={(value) => onChange('street', value)} onFocus={attachPlaces} errors={errors.street} />
        <TextField label={t('address.number')} name="streetNumber" maxLength={12} value={values.streetNumber} onValueChange={(value) => onChange('streetNumber', value)} errors={errors.streetNumber} />
        <TextField label={t('address.postalCode')} name="postalCode" autoComplete="postal-code" inputMode="numeric" maxLength={20} value={values.postalCode} onValueChange={(value) => onChange('postalCode', value)} errors={errors.postalCode} />
        <TextField label={t('address.city')} name="city" autoComplete="address-level2" maxLength={120} value={values.city} onValueChange={(value) => onChange('city', value)} errors={errors.city} />
        <TextField label={t('address.province')} name="province" hint={t('address.provinceHint')} maxLength={2} value={values.province} onValueChange={(value) => onChange('province', value.toUpperCase())} errors={errors.province} />
        <TextField label={t('address.country')} name="country" hint={t('address.countryHint')} autoComplete="country" maxLength={2} value={values.country} onValueChange={(value) => onChange('country', value.toUpperCase())} errors={errors.country} />
      </FormGrid>
    </fieldset>
  );
};

/** The address fields of the app's forms: the tenant's maps key (settings → general), else the build's, else none. */
export const AddressFields = (props: Omit<AddressFieldsProps, 'mapsKey'>) => {
  const mapsKey = mapsKeyFrom(useSetting(MAPS_KEY_SETTING));
  return <AddressFieldset {...props} mapsKey={mapsKey} />;
};
