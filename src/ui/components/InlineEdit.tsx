import Check from 'lucide-react/icons/check';
import Pencil from 'lucide-react/icons/pencil';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { IconButton } from './IconButton.tsx';
import { TextArea } from './TextArea.tsx';
import { TextField } from './TextField.tsx';
import { trackUnsavedChanges } from './unsavedChanges.ts';

export type InlineEditProps = {
  /** Shown while not editing. */
  children: ReactNode;
  value: string;
  /** Label of the field and, with the value, of the edit button ("Rename {{name}}"). */
  label: string;
  editLabel: string;
  onSave: (value: string) => void;
  disabled?: boolean;
  multiline?: boolean;
  maxLength?: number;
};

/** A value renamed in place: an edit button swaps the text for a field with save and cancel (Escape cancels). */
export const InlineEdit = ({ children, value, label, editLabel, onSave, disabled = false, multiline = false, maxLength }: InlineEditProps) => {
  const { t } = useTranslation('ui');
  const [draft, setDraft] = useState<string | null>(null);
  // An open edit with a changed value counts as unsaved for the leave guard, like a form built with useForm.
  const changed = useRef(false);
  useEffect(() => {
    changed.current = draft !== null && draft.trim() !== value;
  });
  useEffect(() => trackUnsavedChanges(() => changed.current), []);
  if (draft === null)
    return (
      <div className={css({ display: 'flex', alignItems: 'center', gap: '1', minW: '0', flex: '1' })}>
        <div className={css({ flex: '1', minW: '0', overflowWrap: 'anywhere' })}>{children}</div>
        {disabled ? null : <IconButton aria-label={editLabel} icon={<Pencil size={14} />} size="sm" onClick={() => setDraft(value)} />}
      </div>
    );
  const save = () => {
    if (draft.trim() !== '' && draft.trim() !== value) onSave(draft.trim());
    setDraft(null);
  };
  return (
    <form
      noValidate
      className={css({ display: 'flex', alignItems: 'end', gap: '1', flex: '1', minW: '0' })}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          setDraft(null);
        }
      }}
    >
      <div className={css({ flex: '1', minW: '0' })}>
        {multiline ? (
          <TextArea label={label} value={draft} onValueChange={setDraft} maxLength={maxLength} rows={3} autoFocus />
        ) : (
          <TextField label={label} value={draft} onValueChange={setDraft} maxLength={maxLength} autoFocus />
        )}
      </div>
      <IconButton type="submit" aria-label={t('inlineEdit.save')} icon={<Check size={16} />} />
      <IconButton aria-label={t('inlineEdit.cancel')} icon={<X size={16} />} onClick={() => setDraft(null)} />
    </form>
  );
};
