import { createToaster } from '@ark-ui/react/toast';

// One app-wide toaster; <Toaster/> renders it. Texts arrive already translated.
export const toaster = createToaster({ placement: 'bottom-end', gap: 8, max: 5, overlap: false });

export type NotifyTone = 'success' | 'error' | 'info';

const show = (type: NotifyTone, text: string) => toaster.create({ description: text, type, duration: type === 'error' ? 8000 : 4000 });

export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
};
