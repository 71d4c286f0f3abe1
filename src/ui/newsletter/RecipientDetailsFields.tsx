import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsletterCountry } from '../../api/newsletter.ts';
import { createCountriesLookup } from '../../machines/newsletterSubscription/newsletterSubscription.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Select } from '../components/Select.tsx';
import { TextField } from '../components/TextField.tsx';

const NO_COUNTRIES: readonly NewsletterCountry[] = [];

export type RecipientDetails = { readonly firstName: string; readonly lastName: string; readonly businessName: string; readonly country: string | null };

/**
 * A recipient's mailing fields (spec §3: first name 1, last name 2, business name 3, country 8), as the add form and
 * the correction dialog both show them, inside the caller's FormGrid.
 */
export const RecipientDetailsFields = ({ details, onChange }: { details: RecipientDetails; onChange: (change: Partial<RecipientDetails>) => void }) => {
  const { t } = useTranslation(['newsletter']);
  const { client } = useApiClients();
  // One logic per client: a promise actor's logic is its function, and a new one each render would ask again.
  const countriesLookup = useActorRef(useMemo(() => createCountriesLookup(client), [client]));
  const countries = useSelector(countriesLookup, (snapshot): readonly NewsletterCountry[] => snapshot.output ?? NO_COUNTRIES);
  const { country } = details;
  // A country no longer offered (or not yet loaded) stays selectable as its code.
  const countryOptions = country !== null && !countries.some((c) => c.code === country) ? [...countries, { code: country, name: country }] : countries;
  return (
    <>
      <TextField label={t('newsletter:fields.firstName')} name="firstName" maxLength={255} value={details.firstName} onValueChange={(firstName) => onChange({ firstName })} />
      <TextField label={t('newsletter:fields.lastName')} name="lastName" maxLength={255} value={details.lastName} onValueChange={(lastName) => onChange({ lastName })} />
      <TextField label={t('newsletter:fields.businessName')} name="businessName" maxLength={255} value={details.businessName} onValueChange={(businessName) => onChange({ businessName })} />
      <Select
        label={t('newsletter:fields.country')}
        name="country"
        options={[{ value: '', label: t('newsletter:fields.noCountry') }, ...countryOptions.map((c) => ({ value: c.code, label: c.name }))]}
        value={country ?? ''}
        onValueChange={(value) => onChange({ country: value === '' || value === null ? null : value })}
      />
    </>
  );
};
