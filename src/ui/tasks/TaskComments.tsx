import MessageSquare from 'lucide-react/icons/message-square';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Task } from '../../api/tasks.ts';
import { Button } from '../components/Button.tsx';
import { DataList } from '../components/DataList.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { InlineEdit } from '../components/InlineEdit.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import type { TaskCommand, TaskDeletion } from '../../machines/records/tasks.logic.ts';
import { useScopeActor } from '../components/useCanActOn.ts';
import { mayChangeComment } from './commentRights.ts';

export type TaskCommentsProps = {
  comments: Task['comments'];
  canEdit: boolean;
  busy: boolean;
  run: (command: TaskCommand) => void;
  askDelete: (deletion: TaskDeletion) => void;
};

/** A task's comments: add, edit and delete (the server lets only the author or an administrator change one). */
export const TaskComments = ({ comments, canEdit, busy, run, askDelete }: TaskCommentsProps) => {
  const { t } = useTranslation('tasks');
  const dates = useDateFormat();
  const actor = useScopeActor();
  const [body, setBody] = useState('');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <DataList
        label={t('comments.title')}
        items={comments}
        itemKey={(comment) => comment.id}
        status="ready"
        empty={{ message: t('comments.empty'), icon: <MessageSquare size={28} aria-hidden="true" /> }}
        renderItem={(comment) => (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <div className={css({ color: 'muted', textStyle: 'small' })}>
              {comment.author?.name ?? t('comments.deletedAuthor')} · {dates.dateTime(comment.createdAt)}
            </div>
            {canEdit && mayChangeComment(actor, comment) ? (
              <div className={css({ display: 'flex', alignItems: 'start', gap: '2' })}>
                <InlineEdit value={comment.body} label={t('comments.body')} editLabel={t('comments.edit')} multiline maxLength={5000} disabled={busy} onSave={(next) => run({ kind: 'editComment', commentId: comment.id, body: next })}>
                  <p className={css({ whiteSpace: 'pre-wrap' })}>{comment.body}</p>
                </InlineEdit>
                <IconButton aria-label={t('comments.delete')} icon={<Trash2 size={16} />} onClick={() => askDelete({ kind: 'comment', commentId: comment.id, name: t('comments.entity') })} />
              </div>
            ) : (
              // Someone else's words: the server lets only their author or an administrator change them.
              <p className={css({ whiteSpace: 'pre-wrap' })}>{comment.body}</p>
            )}
          </div>
        )}
      />
      {canEdit ? (
        <form
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
          onSubmit={(event) => {
            event.preventDefault();
            if (body.trim() === '') return;
            run({ kind: 'addComment', body: body.trim() });
            setBody('');
          }}
        >
          <TextArea label={t('comments.new')} value={body} onValueChange={setBody} rows={3} maxLength={5000} />
          <div>
            <Button type="submit" variant="secondary" disabled={busy || body.trim() === ''}>
              {t('comments.add')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
};
