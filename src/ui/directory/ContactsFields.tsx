import Trash2 from 'lucide-react/icons/trash';
import UserPlus from 'lucide-react/icons/user-plus';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { TextField } from '../components/TextField.tsx';
import { newContact, type ContactDraft, type ContactField } from './contactDrafts.ts';

export type ContactsFieldsProps = {
  contacts: readonly ContactDraft[];
  /** The form's field errors; a row's are keyed `contacts.<index>.<field>` (client rules and the server's 422). */
  errors: Readonly<Record<string, readonly string[] | undefined>>;
  onChange: (contacts: readonly ContactDraft[]) => void;
};

const fieldId = (key: string, field: ContactField) => `contact-${key}-${field}`;

/** The profile's contact people inside its form: add, edit and remove (after a confirmation) rows. */
export const ContactsFields = ({ contacts, errors, onChange }: ContactsFieldsProps) => {
  const { t } = useTranslation(['directory', 'common']);
  const addRef = useRef<HTMLButtonElement>(null);
  // Removing a row only changes the form (the save sends the list): a plain confirmation, nothing that can fail.
  const [removing, setRemoving] = useState<ContactDraft | null>(null);
  const remove = (target: ContactDraft) => {
    setRemoving(null);
    onChange(contacts.filter((c) => c.key !== target.key));
    addRef.current?.focus();
  };
  const add = () => {
    const row = newContact(contacts);
    // The new row must exist before its first field can take the focus.
    flushSync(() => onChange([...contacts, row]));
    document.getElementById(fieldId(row.key, 'name'))?.focus();
  };
  const edit = (key: string, field: ContactField, value: string) => onChange(contacts.map((c) => (c.key === key ? { ...c, [field]: value } : c)));
  const legend = t('directory:contacts.title');
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0' })}>
      <legend className={css({ textStyle: 'sectionTitle', mb: '2' })}>{legend}</legend>
      {contacts.length === 0 ? <p className={css({ color: 'muted' })}>{t('directory:contacts.empty')}</p> : null}
      <ol aria-label={legend} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {contacts.map((contact, index) => {
          const label = contact.name.trim() !== '' ? contact.name : t('directory:contacts.row', { n: index + 1 });
          const field = (name: ContactField, extra: { required?: boolean; maxLength: number; type?: string }) => (
            <TextField
              id={fieldId(contact.key, name)}
              label={t(`directory:contacts.fields.${name}`)}
              name={`contacts.${index}.${name}`}
              required={extra.required}
              maxLength={extra.maxLength}
              type={extra.type ?? 'text'}
              value={contact[name]}
              onValueChange={(value) => edit(contact.key, name, value)}
              errors={errors[`contacts.${index}.${name}`]}
            />
          );
          return (
            <li key={contact.key} aria-label={label} className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'control', p: '3', display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } })}>
              {field('name', { required: true, maxLength: 255 })}
              {field('role', { maxLength: 120 })}
              {field('email', { maxLength: 255, type: 'email' })}
              {field('phone', { maxLength: 40, type: 'tel' })}
              <div className={css({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' })}>
                <Button variant="secondary" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setRemoving(contact)} aria-label={t('directory:contacts.removeOne', { name: label })}>
                  {t('directory:contacts.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button ref={addRef} variant="secondary" icon={<UserPlus size={16} aria-hidden="true" />} onClick={add}>
          {t('directory:contacts.add')}
        </Button>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onCancel={() => setRemoving(null)}
        destructive
        title={t('directory:contacts.confirmTitle', { name: removing?.name.trim() || t('directory:contacts.unnamed') })}
        description={t('directory:contacts.confirmHint')}
        confirmLabel={t('directory:contacts.remove')}
        cancelLabel={t('common:actions.cancel')}
      />
    </fieldset>
  );
};
