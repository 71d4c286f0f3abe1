// The shared field components mark their focusable control with aria-invalid (native inputs through Field, the
// Ark Select trigger and Combobox input through `invalid`), so one selector finds them all, in document order.
const INVALID_CONTROL = '[aria-invalid="true"]';

/** Moves focus to the first invalid control inside `root`; nothing when no control is invalid. */
export const focusFirstInvalid = (root: ParentNode | null): void => {
  root?.querySelector<HTMLElement>(INVALID_CONTROL)?.focus();
};
