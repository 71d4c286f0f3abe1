import { Toast, Toaster as ArkToaster } from '@ark-ui/react/toast';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Info from 'lucide-react/icons/info';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { toaster } from './notify.ts';

const root = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  minW: { base: 'calc(100vw - 2rem)', sm: '20rem' },
  maxW: '28rem',
  p: '3',
  bg: 'surface',
  color: 'text',
  borderWidth: '1px',
  borderColor: 'border',
  borderInlineStartWidth: '4px',
  borderRadius: 'control',
  boxShadow: 'overlay',
  '&[data-type=success]': { borderInlineStartColor: 'success' },
  '&[data-type=error]': { borderInlineStartColor: 'danger' },
  '&[data-type=info]': { borderInlineStartColor: 'info' },
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'translate, opacity, scale',
  transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
});

const iconFor = (type: string | undefined) => {
  if (type === 'success') return <CircleCheck size={18} aria-hidden="true" className={css({ color: 'success', flexShrink: 0 })} />;
  if (type === 'error') return <CircleX size={18} aria-hidden="true" className={css({ color: 'danger', flexShrink: 0 })} />;
  return <Info size={18} aria-hidden="true" className={css({ color: 'info', flexShrink: 0 })} />;
};

/** Mount once near the app root; show messages with `notify.success/error/info(text)`. */
export const Toaster = () => {
  const { t } = useTranslation('ui');
  return (
    // Zag's own label is English and names the placement ("Notifications, bottom-end (alt+T)"): ours is translated.
    // Zag gives the notices' region the highest z-index inline; ours puts it under an open dialog (the `toast` layer,
    // between a dialog's backdrop and the dialog): on a phone the bottom sheet's buttons stay clear of a notice.
    <ArkToaster toaster={toaster} aria-label={t('toast.region')} className={css({ zIndex: 'toast !important' })}>
      {(toast) => (
        <Toast.Root key={toast.id} className={root}>
          {iconFor(toast.type)}
          <Toast.Description className={css({ flex: '1', minW: '0' })}>{toast.description}</Toast.Description>
          <Toast.CloseTrigger aria-label={t('toast.close')} className={css({ cursor: 'pointer', p: '0.5', borderRadius: 'sm', color: 'muted' })}>
            <X size={16} aria-hidden="true" />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  );
};
