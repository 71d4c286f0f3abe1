/**
 * Text sizes estimated from character counts: the layout runs before anything is drawn (and in tests without a
 * layout engine), so it cannot measure. Widths are generous for the system font at these sizes.
 */
export const STATE_FONT = 13;
export const SMALL_FONT = 11;
export const LINE_HEIGHT = 15;

const CHAR_WIDTH = { [STATE_FONT]: 7.4, [SMALL_FONT]: 6.3 } as const;

export const textWidth = (text: string, fontSize: typeof STATE_FONT | typeof SMALL_FONT): number => Math.ceil(text.length * CHAR_WIDTH[fontSize]);

/** The smallest size a state's name may appear on screen (px), whatever the diagram's size. */
export const MIN_LABEL_PX = 11;

/** The smallest scale the diagram opens at: its state names at MIN_LABEL_PX. */
export const READABLE_SCALE = MIN_LABEL_PX / STATE_FONT;
