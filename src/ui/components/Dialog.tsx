import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
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
  /** Where focus goes on close when the opening control may be gone (e.g. the row of a deleted record). */
  finalFocusEl?: () => HTMLElement | null;
};

export const Dialog = ({ open, onOpenChange, title, description, children, footer, role = 'dialog', busy = false, initialFocusEl, finalFocusEl }: DialogProps) => {
  const { t } = useTranslation('ui');
  const classes = dialog();
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
      finalFocusEl={finalFocusEl}
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
