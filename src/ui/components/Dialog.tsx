import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import X from 'lucide-react/icons/x';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { dialog } from '../../../styled-system/recipes/index.mjs';
import { IconButton } from './IconButton.tsx';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** alertdialog for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** While busy the dialog cannot be dismissed (Escape, outside click, close button). */
  busy?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  /**
   * Where focus goes on close when the control that opened the dialog is no longer in the document (e.g. the row of a
   * deleted record). While that control is there, it gets the focus back.
   */
  finalFocusEl?: () => HTMLElement | null;
};

/**
 * The control the person used last: the one clicked or pressed (a click does not always focus it: Safari never does,
 * and Chromium did not after a notice's ✕, when the toaster handed the focus back to the control focused before the
 * notice), or, later, the one focused. A dialog opened from it gives it the focus back on close.
 */
let lastUsed: HTMLElement | null = null;
const CONTROL = 'a[href], button, input, select, textarea, summary, [role="button"], [role="menuitem"], [tabindex]';
const noteControl = (event: Event) => {
  const target = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  if (target instanceof HTMLElement) lastUsed = target;
};
if (typeof document !== 'undefined') {
  document.addEventListener('click', noteControl, true);
  document.addEventListener('focusin', noteControl, true);
}

/** Whether the focus can go back there: still in the document and shown (a closed menu's items stay, hidden). */
const canTakeFocus = (element: HTMLElement | null): element is HTMLElement =>
  element !== null && element.isConnected && (typeof element.checkVisibility !== 'function' || element.checkVisibility()); // Safari before 17.4 has none

export const Dialog = ({ open, onOpenChange, title, description, children, footer, role = 'dialog', busy = false, initialFocusEl, finalFocusEl }: DialogProps) => {
  const { t } = useTranslation('ui');
  const classes = dialog();
  // The control that opened the dialog, noted as it opens. Zag's focus trap alone returns the focus to the element that
  // had it when the trap started: after a notice's ✕ the toaster had put it back on "Add phase", and the click on the
  // row's Edit that opened the dialog had not moved it.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = lastUsed;
  }, [open]);
  const returnFocus = (): HTMLElement | null => {
    const from = opener.current;
    if (canTakeFocus(from)) return from;
    return finalFocusEl?.() ?? null;
  };
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
      lazyMount
      unmountOnExit
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      initialFocusEl={initialFocusEl}
      finalFocusEl={returnFocus}
    >
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content className={classes.content} aria-busy={busy || undefined}>
            <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
              <ArkDialog.Title className={classes.title}>{title}</ArkDialog.Title>
              <ArkDialog.CloseTrigger asChild>
                <IconButton aria-label={t('dialog.close')} icon={<X size={18} />} size="sm" disabled={busy} />
              </ArkDialog.CloseTrigger>
            </div>
            {description ? <ArkDialog.Description className={classes.description}>{description}</ArkDialog.Description> : null}
            {children ? <div className={classes.body}>{children}</div> : null}
            {footer ? <div className={classes.footer}>{footer}</div> : null}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
};
