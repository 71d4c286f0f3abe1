import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { NewsletterRecipient } from '../../api/newsletter.ts';
import { newsletterRecipientSave } from '../../machines/records/newsletter.logic.ts';
import { Button } from '../components/Button.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { FormGrid } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RecipientDetailsFields, type RecipientDetails } from './RecipientDetailsFields.tsx';
import { useCommand } from '../components/useCommand.ts';
import { recipientChanges, recipientEditValues } from './recipientEdit.ts';

export type RecipientEditDialogProps = {
  readonly listId: number;
  readonly recipient: NewsletterRecipient;
  readonly onClose: () => void;
  readonly onSaved: (saved: NewsletterRecipient) => void;
};


/** Corrects a recipient's first and last name, company and country; the address and the subscription stay as they are. */
export const RecipientEditDialog = ({ listId, recipient, onClose, onSaved }: RecipientEditDialogProps) => {
  const { t } = useTranslation(['newsletter', 'common', 'ui']);
  const initial = recipientEditValues(recipient);
  const [details, setDetails] = useState<RecipientDetails>(initial);
  const save = useCommand(newsletterRecipientSave, { onDone: (_, saved) => onSaved(saved) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = recipientChanges(recipient, details);
    // Nothing changed: nothing to send.
    if (Object.keys(body).length === 0) onClose();
    else save.run({ listId, recipientId: recipient.idRecipient, body });
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} busy={save.running} title={t('newsletter:recipients.editTitle', { email: recipient.Email })}>
      <form aria-label={t('newsletter:recipients.editForm')} onSubmit={submit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p className={css({ color: 'muted', textStyle: 'small', m: 0 })}>{t('newsletter:recipients.editHint')}</p>
        <FormGrid>
          <RecipientDetailsFields details={details} onChange={(change) => setDetails((before) => ({ ...before, ...change }))} />
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
