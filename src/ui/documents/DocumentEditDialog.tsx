import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { ArchivedDocument, DocumentChanges } from '../../api/documents.ts';
import { documentProfileOptions, documentSave } from '../../machines/records/documents.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import { useCommand } from '../components/useCommand.ts';

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The changes the form's values make (PUT /documents/{id} `DocumentUpdate`): blank texts clear their field. */
export const documentChanges = (values: { title: string; category: string; description: string; profileId: string | null }): DocumentChanges => ({
  title: values.title.trim(),
  category: blankToNull(values.category),
  description: blankToNull(values.description),
  profileId: values.profileId === null ? null : Number(values.profileId),
});

export type DocumentEditDialogProps = {
  readonly document: ArchivedDocument;
  readonly onClose: () => void;
  readonly onSaved: (saved: ArchivedDocument) => void;
};

/** A document's details (title, category, description) and the profile it concerns; the file stays as it is. */
export const DocumentEditDialog = ({ document, onClose, onSaved }: DocumentEditDialogProps) => {
  const { t } = useTranslation(['documents', 'common']);
  const { client } = useApiClients();
  const [title, setTitle] = useState(document.title);
  const [category, setCategory] = useState(document.category ?? '');
  const [description, setDescription] = useState(document.description ?? '');
  const [profile, setProfile] = useState<{ id: string; name: string } | null>(document.profile ? { id: String(document.profile.id), name: document.profile.name } : null);
  const save = useCommand(documentSave, {
    onDone: (_, saved) => onSaved(saved),
  });
  const titleMissing = title.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (titleMissing) return;
    save.run({ id: document.id, changes: documentChanges({ title, category, description, profileId: profile?.id ?? null }) });
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} busy={save.running} title={t('documents:edit.title', { name: document.title })}>
      <form aria-label={t('documents:edit.form')} onSubmit={submit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <TextField label={t('documents:fields.title')} required value={title} onValueChange={setTitle} errors={titleMissing ? [t('documents:edit.titleRequired')] : []} />
        <TextField label={t('documents:fields.category')} value={category} onValueChange={setCategory} />
        <TextArea label={t('documents:fields.description')} value={description} onValueChange={setDescription} />
        <RemoteCombobox
          inline
          label={t('documents:fields.profile')}
          hint={t('documents:edit.profileHint')}
          value={profile?.id ?? null}
          selectedLabel={profile?.name ?? null}
          onValueChange={(value, label) => setProfile(value === null ? null : { id: value, name: label ?? '' })}
          load={documentProfileOptions(client)}
        />
        {save.errorTag ? <p role="alert">{errorTagText(t, save.errorTag)}</p> : null}
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
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
