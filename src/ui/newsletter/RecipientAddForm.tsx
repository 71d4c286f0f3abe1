import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { NewsletterCountry, NewsletterGroup } from '../../api/newsletter.ts';
import { MAILING_FIELD_IDS } from '../../domain/constants/newsletter.ts';
import { NEWSLETTER_CONFIRM_EMAIL_DEFAULT } from '../../domain/constants/newsletter.ts';
import { email as emailRule } from '../../domain/validation/email.ts';
import { messageFor } from '../../domain/validation/messageFor.ts';
import { createCountriesLookup } from '../../machines/newsletterSubscription/newsletterSubscription.logic.ts';
import type { RecipientDraft, SubscriptionTarget } from '../../machines/newsletterSubscription/newsletterSubscription.types.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { Checkbox } from '../components/Checkbox.tsx';
import { FormGrid } from '../components/FormGrid.tsx';
import { Select } from '../components/Select.tsx';
import { TextField } from '../components/TextField.tsx';

export type RecipientAddFormProps = {
  listId: number;
  groups: readonly NewsletterGroup[];
  busy: boolean;
  onAdd: (recipient: RecipientDraft, confirmEmail: boolean, target: SubscriptionTarget) => void;
};

const WHOLE_LIST = 'list';

const NO_COUNTRIES: readonly NewsletterCountry[] = [];

/** The recipient's e-mail and mailing fields (spec §3: first name 1, last name 2, business name 3, country 8). */
export const RecipientAddForm = ({ listId, groups, busy, onAdd }: RecipientAddFormProps) => {
  const { t } = useTranslation(['newsletter', 'common', 'validation']);
  const { client } = useApiClients();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [businessName, setBusinessName] = useState('');
  const [country, setCountry] = useState<string | null>(null);
  const [confirmEmail, setConfirmEmail] = useState(NEWSLETTER_CONFIRM_EMAIL_DEFAULT);
  const [group, setGroup] = useState<string>(WHOLE_LIST);
  const [emailError, setEmailError] = useState<string[]>([]);
  // Countries come from the provider; until they arrive (or when they fail) the field offers none.
  // One logic per client: a promise actor's logic is its function, and a new one each render would restart it.
  const countriesLookup = useActorRef(useMemo(() => createCountriesLookup(client), [client]));
  const countries = useSelector(countriesLookup, (snapshot): readonly NewsletterCountry[] => snapshot.output ?? NO_COUNTRIES);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = email.trim() === '' ? { rule: 'required' as const } : emailRule(email.trim());
    if (failure) {
      const message = messageFor(failure);
      setEmailError([t(`${message.ns}:${message.key}`, message.params)]);
      return;
    }
    setEmailError([]);
    const fields = [
      { Id: MAILING_FIELD_IDS.firstName, Value: firstName.trim() },
      { Id: MAILING_FIELD_IDS.lastName, Value: lastName.trim() },
      { Id: MAILING_FIELD_IDS.businessName, Value: businessName.trim() },
      { Id: MAILING_FIELD_IDS.country, Value: country ?? '' },
    ].filter((field) => field.Value !== '');
    const name = `${firstName.trim()} ${lastName.trim()}`.trim();
    const groupId = group === WHOLE_LIST ? null : Number(group);
    onAdd({ Email: email.trim(), Name: name === '' ? null : name, Fields: fields }, confirmEmail, groupId === null ? { kind: 'list', listId } : { kind: 'group', listId, groupId });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('newsletter:recipients.addTitle')} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <FormGrid>
        <TextField label={t('newsletter:fields.email')} name="email" type="email" required autoComplete="off" value={email} onValueChange={setEmail} errors={emailError} />
        <Select
          label={t('newsletter:fields.group')}
          name="group"
          options={[{ value: WHOLE_LIST, label: t('newsletter:fields.wholeList') }, ...groups.map((g) => ({ value: String(g.idGroup), label: g.Name }))]}
          value={group}
          onValueChange={(value) => setGroup(value ?? WHOLE_LIST)}
        />
        <TextField label={t('newsletter:fields.firstName')} name="firstName" maxLength={255} value={firstName} onValueChange={setFirstName} />
        <TextField label={t('newsletter:fields.lastName')} name="lastName" maxLength={255} value={lastName} onValueChange={setLastName} />
        <TextField label={t('newsletter:fields.businessName')} name="businessName" maxLength={255} value={businessName} onValueChange={setBusinessName} />
        <Select
          label={t('newsletter:fields.country')}
          name="country"
          options={[{ value: '', label: t('newsletter:fields.noCountry') }, ...countries.map((c) => ({ value: c.code, label: c.name }))]}
          value={country ?? ''}
          onValueChange={(value) => setCountry(value === '' || value === null ? null : value)}
        />
      </FormGrid>
      <Checkbox label={t('newsletter:fields.confirmEmail')} name="confirmEmail" checked={confirmEmail} onCheckedChange={setConfirmEmail} />
      <div>
        <Button type="submit" variant="primary" loading={busy}>
          {t('newsletter:recipients.add')}
        </Button>
      </div>
    </form>
  );
};
