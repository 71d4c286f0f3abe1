import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { Button } from '../components/Button.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { TextField } from '../components/TextField.tsx';
import type { ChecklistDraft } from './taskForm.ts';

export type ChecklistDraftsProps = { value: readonly ChecklistDraft[]; onChange: (next: readonly ChecklistDraft[]) => void };

const replaceAt = <Item,>(list: readonly Item[], index: number, item: Item): Item[] => list.map((current, at) => (at === index ? item : current));
const removeAt = <Item,>(list: readonly Item[], index: number): Item[] => list.filter((_, at) => at !== index);

/** Checklists typed while creating a task; they are posted with it. Pure value editing: the form machine holds them. */
export const ChecklistDrafts = ({ value, onChange }: ChecklistDraftsProps) => {
  const { t } = useTranslation('tasks');
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'card', p: '3', m: '0' })}>
      <legend className={css({ fontWeight: '600', px: '1' })}>{t('checklists.title')}</legend>
      {value.map((list, index) => (
        <div key={index} className={css({ display: 'flex', flexDirection: 'column', gap: '2', pb: '2', borderBottomWidth: '1px', borderColor: 'border' })}>
          <div className={css({ display: 'flex', alignItems: 'end', gap: '2' })}>
            <div className={css({ flex: '1' })}>
              <TextField label={t('checklists.nameOf', { position: index + 1 })} maxLength={255} value={list.name} onValueChange={(name) => onChange(replaceAt(value, index, { ...list, name }))} />
            </div>
            <IconButton aria-label={t('checklists.removeDraft', { position: index + 1 })} icon={<Trash2 size={16} />} onClick={() => onChange(removeAt(value, index))} />
          </div>
          <ul className={css({ listStyle: 'none', p: '0', m: '0', pl: { base: '2', sm: '6' }, display: 'flex', flexDirection: 'column', gap: '2' })}>
            {list.items.map((item, itemIndex) => (
              <li key={itemIndex} className={css({ display: 'flex', alignItems: 'end', gap: '2' })}>
                <div className={css({ flex: '1' })}>
                  <TextField
                    label={t('checklists.itemOf', { position: itemIndex + 1, list: index + 1 })}
                    maxLength={500}
                    value={item}
                    onValueChange={(name) => onChange(replaceAt(value, index, { ...list, items: replaceAt(list.items, itemIndex, name) }))}
                  />
                </div>
                <IconButton
                  aria-label={t('checklists.removeDraftItem', { position: itemIndex + 1, list: index + 1 })}
                  icon={<Trash2 size={16} />}
                  onClick={() => onChange(replaceAt(value, index, { ...list, items: removeAt(list.items, itemIndex) }))}
                />
              </li>
            ))}
          </ul>
          <div>
            <Button size="sm" variant="ghost" icon={<Plus size={16} aria-hidden="true" />} onClick={() => onChange(replaceAt(value, index, { ...list, items: [...list.items, ''] }))}>
              {t('checklists.addItemTo', { position: index + 1 })}
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button size="sm" variant="secondary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => onChange([...value, { name: '', items: [''] }])}>
          {t('checklists.add')}
        </Button>
      </div>
    </fieldset>
  );
};
