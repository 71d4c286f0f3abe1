import ListChecks from 'lucide-react/icons/list-checks';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Task } from '../../api/tasks.ts';
import { Button } from '../components/Button.tsx';
import { Checkbox } from '../components/Checkbox.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { InlineEdit } from '../components/InlineEdit.tsx';
import { TextField } from '../components/TextField.tsx';
import type { TaskCommand, TaskDeletion } from '../../machines/records/tasks.logic.ts';

export type TaskChecklistsProps = {
  checklists: Task['checklists'];
  canEdit: boolean;
  /** A command is running: every control waits. */
  busy: boolean;
  run: (command: TaskCommand) => void;
  askDelete: (deletion: TaskDeletion) => void;
};

/** A task's checklists: add, rename and delete lists and items; tick and untick items. */
export const TaskChecklists = ({ checklists, canEdit, busy, run, askDelete }: TaskChecklistsProps) => {
  const { t } = useTranslation('tasks');
  const [newList, setNewList] = useState('');
  const [newItems, setNewItems] = useState<Readonly<Record<number, string>>>({});
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {checklists.length === 0 ? <EmptyState message={t('checklists.empty')} icon={<ListChecks size={28} aria-hidden="true" />} /> : null}
      {checklists.map((list) => (
        <section key={list.id} aria-label={list.name} className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'card', p: '3', display: 'flex', flexDirection: 'column', gap: '2', bg: 'surface' })}>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <InlineEdit value={list.name} label={t('checklists.name')} editLabel={t('checklists.rename', { name: list.name })} disabled={!canEdit || busy} maxLength={255} onSave={(name) => run({ kind: 'renameChecklist', checklistId: list.id, name })}>
              <h3 className={css({ textStyle: 'sectionTitle' })}>{list.name}</h3>
            </InlineEdit>
            {canEdit ? (
              <IconButton aria-label={t('checklists.delete', { name: list.name })} icon={<Trash2 size={16} />} onClick={() => askDelete({ kind: 'checklist', checklistId: list.id, name: list.name })} />
            ) : null}
          </div>
          <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '1' })}>
            {list.items.map((item) => (
              <li key={item.id} className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                <Checkbox label={<span className={css({ srOnly: true })}>{item.name}</span>} checked={item.checked} disabled={!canEdit || busy} onCheckedChange={(checked) => run({ kind: 'toggleItem', checklistId: list.id, itemId: item.id, checked })} />
                <InlineEdit value={item.name} label={t('checklists.itemName')} editLabel={t('checklists.renameItem', { name: item.name })} disabled={!canEdit || busy} maxLength={500} onSave={(name) => run({ kind: 'renameItem', checklistId: list.id, itemId: item.id, name })}>
                  <span className={item.checked ? css({ textDecoration: 'line-through', color: 'muted' }) : undefined}>{item.name}</span>
                </InlineEdit>
                {canEdit ? (
                  <IconButton aria-label={t('checklists.deleteItem', { name: item.name })} icon={<Trash2 size={14} />} size="sm" onClick={() => askDelete({ kind: 'item', checklistId: list.id, itemId: item.id, name: item.name })} />
                ) : null}
              </li>
            ))}
          </ul>
          {canEdit ? (
            <form
              noValidate
              className={css({ display: 'flex', alignItems: 'end', gap: '2' })}
              onSubmit={(event) => {
                event.preventDefault();
                const name = (newItems[list.id] ?? '').trim();
                if (name === '') return;
                run({ kind: 'addItem', checklistId: list.id, name });
                setNewItems({ ...newItems, [list.id]: '' });
              }}
            >
              <div className={css({ flex: '1' })}>
                <TextField label={t('checklists.newItem', { name: list.name })} maxLength={500} value={newItems[list.id] ?? ''} onValueChange={(value) => setNewItems({ ...newItems, [list.id]: value })} />
              </div>
              <Button type="submit" size="sm" variant="secondary" icon={<Plus size={16} aria-hidden="true" />} disabled={busy}>
                {t('checklists.addItem')}
              </Button>
            </form>
          ) : null}
        </section>
      ))}
      {canEdit ? (
        <form
          noValidate
          className={css({ display: 'flex', alignItems: 'end', gap: '2' })}
          onSubmit={(event) => {
            event.preventDefault();
            if (newList.trim() === '') return;
            run({ kind: 'addChecklist', name: newList.trim() });
            setNewList('');
          }}
        >
          <div className={css({ flex: '1' })}>
            <TextField label={t('checklists.newList')} maxLength={255} value={newList} onValueChange={setNewList} />
          </div>
          <Button type="submit" variant="secondary" icon={<Plus size={16} aria-hidden="true" />} disabled={busy}>
            {t('checklists.add')}
          </Button>
        </form>
      ) : null}
    </div>
  );
};
