import { createToaster, type CreateToasterReturn } from '@ark-ui/react/toast';
import { MOBILE_THRESHOLD_PX } from '../../domain/constants/layout.ts';

/**
 * Where notices appear. Below the 640 px threshold a dialog is a bottom sheet (the `dialog` recipe) and a notice at the
 * bottom covered its Save and Cancel for 4–8 seconds: on phones notices come in at the top, under the app's header (so
 * the menu, Add and account buttons stay usable); on wider screens bottom-end, clear of a centred dialog.
 */
export type NoticePlacement = 'top' | 'bottom-end';

export const noticePlacement = (viewportWidth: number): NoticePlacement => (viewportWidth < MOBILE_THRESHOLD_PX ? 'top' : 'bottom-end');

/** The sticky header is about 3 rem high at phone widths (50 px measured at 360 px): the notices start under it. */
const UNDER_THE_HEADER = '4rem';

const shared = { gap: 8, max: 5, overlap: false } as const;

// Zag's toaster takes its placement once, at creation: one per placement, app-wide. <Toaster/> renders the one of the
// current viewport. Texts arrive already translated.
export const toasters: Readonly<Record<NoticePlacement, CreateToasterReturn>> = {
  top: createToaster({ ...shared, placement: 'top', offsets: { top: UNDER_THE_HEADER, right: '1rem', bottom: '1rem', left: '1rem' } }),
  'bottom-end': createToaster({ ...shared, placement: 'bottom-end' }),
};

/** The placement for the viewport now (`innerWidth` is the width the media queries measure, scroll bar included). */
export const currentNoticePlacement = (): NoticePlacement => noticePlacement(window.innerWidth);

/**
 * Calls `onChange` when the viewport is resized (a phone turned sideways may cross the threshold), after any notices
 * on screen have moved to the toaster of the placement now: left in the other one, they would wait unseen (their
 * timers run while they are shown) and come back on the next turn.
 */
export const subscribeNoticePlacement = (onChange: () => void): (() => void) => {
  const moveNotices = () => {
    const to = currentNoticePlacement();
    const from = toasters[to === 'top' ? 'bottom-end' : 'top'];
    for (const notice of from.getVisibleToasts()) {
      from.remove(notice.id);
      toasters[to].create({ id: notice.id, description: notice.description, type: notice.type, duration: notice.duration });
    }
    onChange();
  };
  window.addEventListener('resize', moveNotices);
  return () => window.removeEventListener('resize', moveNotices);
};

export type NotifyTone = 'success' | 'error' | 'info';

const show = (type: NotifyTone, text: string) => toasters[currentNoticePlacement()].create({ description: text, type, duration: type === 'error' ? 8000 : 4000 });

export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
};
