import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { NewsletterCountry, NewsletterRecipient } from '../../api/newsletter.ts';
import { createCountriesLookup } from '../../machines/newsletterSubscription/newsletterSubscription.logic.ts';
import { newsletterRecipientSave } from '../../machines/records/newsletter.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { FormGrid } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { Select } from '../components/Select.tsx';
import { TextField } from '../components/TextField.tsx';
import { useCommand } from '../components/useCommand.ts';
import { recipientChanges, recipientEditValues } from './recipientEdit.ts';

export type RecipientEditDialogProps = {
  readonly listId: number;
  readonly recipient: NewsletterRecipient;
  readonly onClose: () => void;
  readonly onSaved: (saved: NewsletterRecipient) => void;
};

const NO_COUNTRIES: readonly NewsletterCountry[] = [];

/** Corrects a recipient's first and last name, company and country; the address and the subscription stay as they are. */
export const RecipientEditDialog = ({ listId, recipient, onClose, onSaved }: RecipientEditDialogProps) => {
  const { t } = useTranslation(['newsletter', 'common', 'ui']);
  const { client } = useApiClients();
  const initial = recipientEditValues(recipient);
  const [firstName, setFirstName] = useState(initial.firstName);
  const [lastName, setLastName] = useState(initial.lastName);
  const [businessName, setBusinessName] = useState(initial.businessName);
  const [country, setCountry] = useState<string | null>(initial.country);
  // One logic per client: a new one each render would ask for the countries again.
  const countriesLookup = useActorRef(useMemo(() => createCountriesLookup(client), [client]));
  const countries = useSelector(countriesLookup, (snapshot): readonly NewsletterCountry[] => snapshot.output ?? NO_COUNTRIES);
  const save = useCommand(newsletterRecipientSave, { onDone: (_, saved) => onSaved(saved) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = recipientChanges(recipient, { firstName, lastName, businessName, country });
    // Nothing changed: nothing to send.
    if (Object.keys(body).length === 0) onClose();
    else save.run({ listId, recipientId: recipient.idRecipient, body });
  };
  // A country no longer offered (or not yet loaded) stays selectable as its code.
  const countryOptions = country !== null && !countries.some((c) => c.code === country) ? [...countries, { code: country, name: country }] : countries;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} busy={save.running} title={t('newsletter:recipients.editTitle', { email: recipient.Email })}>
      <form aria-label={t('newsletter:recipients.editForm')} onSubmit={submit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p className={css({ color: 'muted', textStyle: 'small', m: 0 })}>{t('newsletter:recipients.editHint')}</p>
        <FormGrid>
          <TextField label={t('newsletter:fields.firstName')} name="firstName" maxLength={255} value={firstName} onValueChange={setFirstName} />
          <TextField label={t('newsletter:fields.lastName')} name="lastName" maxLength={255} value={lastName} onValueChange={setLastName} />
          <TextField label={t('newsletter:fields.businessName')} name="businessName" maxLength={255} value={businessName} onValueChange={setBusinessName} />
          <Select
            label={t('newsletter:fields.country')}
            name="country"
            options={[{ value: '', label: t('newsletter:fields.noCountry') }, ...countryOptions.map((c) => ({ value: c.code, label: c.name }))]}
            value={country ?? ''}
            onValueChange={(value) => setCountry(value === '' || value === null ? null : value)}
          />
        </FormGrid>
        {save.errorTag ? <p role="alert">{errorTagText(t, save.errorTag)}</p> : null}
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={save.running}>
            {t('common:actions.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
