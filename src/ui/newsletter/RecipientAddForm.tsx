import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { NewsletterGroup } from '../../api/newsletter.ts';
import { MAILING_FIELD_IDS } from '../../domain/constants/newsletter.ts';
import { NEWSLETTER_CONFIRM_EMAIL_DEFAULT } from '../../domain/constants/newsletter.ts';
import { email as emailRule } from '../../domain/validation/email.ts';
import { messageFor } from '../../domain/validation/messageFor.ts';
import type { RecipientDraft, SubscriptionTarget } from '../../machines/newsletterSubscription/newsletterSubscription.types.ts';
import { Button } from '../components/Button.tsx';
import { Checkbox } from '../components/Checkbox.tsx';
import { FormGrid } from '../components/FormGrid.tsx';
import { Select } from '../components/Select.tsx';
import { TextField } from '../components/TextField.tsx';
import { RecipientDetailsFields, type RecipientDetails } from './RecipientDetailsFields.tsx';

export type RecipientAddFormProps = {
  listId: number;
  groups: readonly NewsletterGroup[];
  busy: boolean;
  onAdd: (recipient: RecipientDraft, confirmEmail: boolean, target: SubscriptionTarget) => void;
};

const WHOLE_LIST = 'list';

const NO_DETAILS: RecipientDetails = { firstName: '', lastName: '', businessName: '', country: null };

/** The recipient's e-mail and mailing fields (spec §3: first name 1, last name 2, business name 3, country 8). */
export const RecipientAddForm = ({ listId, groups, busy, onAdd }: RecipientAddFormProps) => {
  const { t } = useTranslation(['newsletter', 'common', 'validation']);
  const [email, setEmail] = useState('');
  const [details, setDetails] = useState<RecipientDetails>(NO_DETAILS);
  const { firstName, lastName, businessName, country } = details;
  const [confirmEmail, setConfirmEmail] = useState(NEWSLETTER_CONFIRM_EMAIL_DEFAULT);
  const [group, setGroup] = useState<string>(WHOLE_LIST);
  const [emailError, setEmailError] = useState<string[]>([]);
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
        <RecipientDetailsFields details={details} onChange={(change) => setDetails((before) => ({ ...before, ...change }))} />
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
