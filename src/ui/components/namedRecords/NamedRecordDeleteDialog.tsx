import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';
import type { DeleteFailure } from './deleteFailure.ts';

export type NamedRecordDeleteDialogProps = {
  open: boolean;
  busy: boolean;
  /** The record's name, in the question. */
  name: string;
  /** The translated entity ("task type"). */
  entity: string;
  failure: DeleteFailure | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Focus target on close (the list passes its Delete button, or the search field once the row is gone). */
  finalFocusEl?: () => HTMLElement | null;
};

/**
 * Confirm a deletion. After a refusal (record in use, already gone, not allowed) the dialog says why and offers only
 * Close; after a connection or server failure it offers Try again.
 */
export const NamedRecordDeleteDialog = ({ open, busy, name, entity, failure, onConfirm, onCancel, finalFocusEl }: NamedRecordDeleteDialogProps) => {
  const { t } = useTranslation(['ui', 'common']);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const refused = failure?.kind === 'refused';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      role="alertdialog"
      title={t('ui:namedRecords.deleteTitle', { entity, name })}
      description={refused ? undefined : t('ui:namedRecords.deleteDescription')}
      busy={busy}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {refused ? t('common:actions.close') : t('common:actions.cancel')}
          </Button>
          {refused ? null : (
            <Button variant="danger" loading={busy} onClick={onConfirm}>
              {failure ? t('common:actions.retry') : t('common:actions.delete')}
            </Button>
          )}
        </>
      }
    >
      {failure ? (
        <p role="alert" className={css({ color: 'danger' })}>
          {failure.text ?? t(failure.messageKey)}
        </p>
      ) : null}
    </Dialog>
  );
};
