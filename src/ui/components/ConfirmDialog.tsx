import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button; initial focus goes to Cancel so Enter does not destroy by accident. */
  destructive?: boolean;
  busy?: boolean;
  /** False hides the confirm button (e.g. after a failure that a retry cannot fix); default true. */
  canConfirm?: boolean;
  /** Shown above the buttons after a failed attempt (e.g. the translated error tag). */
  error?: ReactNode;
  /** What the confirmation asks along with it (e.g. an optional note). */
  children?: ReactNode;
  /** Where focus goes on close when the control that opened the dialog is gone (e.g. a deleted row's button). */
  finalFocusEl?: () => HTMLElement | null;
};

export const ConfirmDialog = (props: ConfirmDialogProps) => {
  const { open, title, description, onConfirm, onCancel, confirmLabel, cancelLabel, destructive = false, busy = false, canConfirm = true, error, children, finalFocusEl } = props;
  const { t } = useTranslation('ui');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The confirm button goes away after a failure a retry cannot fix: focus moves to Cancel, not to the page body.
  useEffect(() => {
    if (open && !canConfirm) cancelRef.current?.focus();
  }, [open, canConfirm]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      role="alertdialog"
      title={title}
      description={description}
      busy={busy}
      finalFocusEl={finalFocusEl}
      initialFocusEl={() => (destructive || !canConfirm ? cancelRef.current : confirmRef.current)}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('confirm.cancel')}
          </Button>
          {canConfirm ? (
            <Button ref={confirmRef} variant={destructive ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
              {confirmLabel ?? t('confirm.confirm')}
            </Button>
          ) : null}
        </>
      }
    >
      {children}
      {error ? (
        <p role="alert" className={css({ color: 'danger' })}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
};
